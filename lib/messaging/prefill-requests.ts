/**
 * The requests of the ways in that bring a page's content: each image or page is fetched by the background under the
 * local-network checks (lib/prefill/), each address capped in length and limited to http(s).
 */
import { z } from 'zod/mini';
import { answer, NonEmpty, webAddress, type Done } from './shapes';
import type { Said } from '@/lib/errors/data';
import { ShareSettings } from '@/lib/settings/share-templates';

export const prefillRequests = {
  /** "Post this image" again, now that the person agreed to its local address or granted its host. */
  'prefill.image': {
    request: z.object({ id: NonEmpty, confirm: z.optional(z.boolean()), granted: z.optional(z.boolean()) }),
    answer: answer<Done>(),
  },
  /** "From this page": an image the person picked, fetched by the rules of "Post this image" and attached. */
  'prefill.pick': {
    request: z.object({ srcUrl: webAddress(4096), pageUrl: z.optional(z.string().check(z.maxLength(4096))) }),
    answer: answer<Done>(),
  },
  /** "From this page": a picture's thumbnail; null when it may not or cannot be shown. */
  'prefill.thumbnail': { request: z.object({ url: webAddress(4096) }), answer: answer<{ dataUrl: string | null }>() },
  /** `{author}` of the page in the toolbar's tab, when the page's share template names it (lib/prefill/author-meta.ts). */
  'prefill.author': {
    request: z.object({ tabId: z.number().check(z.int(), z.nonnegative()) }),
    answer: answer<{ author: string }>(),
  },
  /** Settings → "Share text" and "Links": the share templates and link settings, saved whole. */
  'shareSettings.save': {
    request: z.object({ settings: ShareSettings }),
    answer: answer<{ settings: ShareSettings }>(),
  },
  /** The person attaches the fetched image: it is uploaded now, not before. */
  'prefill.attach': { request: z.object({ id: NonEmpty }), answer: answer<Done>() },
  /** "Load preview": the HTML of an address in the text, on the person's click, at most 512 KB. */
  'linkCard.fetch': {
    request: z.object({ url: webAddress(2048) }),
    answer: answer<{ ok: true; url: string; html: string } | { ok: false; failure: Said }>(),
  },
} satisfies Record<string, { request: z.ZodMiniType; answer: unknown }>;
