/**
 * The message contract's requests of the ways in that bring a page's content (protocol.ts): "Post this image", an
 * image picked from the page, its thumbnail, and a link card's HTML — each fetched by the background under the
 * local-network checks (lib/prefill/), each address capped in length and limited to http(s).
 */
import { z } from 'zod/mini';
import { answer, Empty, NonEmpty, webAddress, type Done } from './shapes';
import type { Said } from '@/lib/errors/data';
import { ShareSettings } from '@/lib/settings/share-templates';

export const prefillRequests = {
  /**
   * "Post this image": fetch and upload the waiting prefill's image again, now that the person has
   * allowed its host from the composer (permissions.request needs their click). Progress is in `local:prefill`.
   */
  'prefill.image': {
    request: z.object({
      id: NonEmpty,
      /** The person agreed to fetch from the image's local address. */
      confirm: z.optional(z.boolean()),
      /** The person granted the image's host for this image only: it is given back after the fetch. */
      granted: z.optional(z.boolean()),
    }),
    answer: answer<Done>(),
  },
  /**
   * "From this page": the person picked one of the page's images in the composer. It is fetched and uploaded by the
   * rules of "Post this image" (a local address waits for their word, a host for their permission) and attached.
   */
  'prefill.pick': {
    request: z.object({
      srcUrl: webAddress(4096),
      pageUrl: z.optional(z.string().check(z.maxLength(4096))),
    }),
    answer: answer<Done>(),
  },
  /**
   * "From this page": the thumbnail of one of the page's pictures, made by the background from bytes fetched under the
   * local-network checks (lib/prefill/thumbnail.ts); null when it may not or cannot be shown.
   */
  'prefill.thumbnail': {
    request: z.object({ url: webAddress(4096) }),
    answer: answer<{ dataUrl: string | null }>(),
  },
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
  /**
   * "Load preview": the HTML of an address in the text (not the page being shared), fetched only on the person's
   * click, through the guarded fetch of page-given addresses, at most 512 KB (lib/prefill/link-card-fetch.ts).
   */
  'linkCard.fetch': {
    request: z.object({ url: webAddress(2048) }),
    answer: answer<{ ok: true; url: string; html: string } | { ok: false; failure: Said }>(),
  },
} satisfies Record<string, { request: z.ZodMiniType; answer: unknown }>;
