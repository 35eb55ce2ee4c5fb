/**
 * What a way into the composer brings (docs/design.md §3.3), waiting in `storage.local` so that it is there the
 * moment a composer page opens. The item (prefill-item.ts) is what pages import.
 */
import { z } from 'zod/mini';
import { ErrorData, Said } from '@/lib/errors/data';
import { DraftAttachment } from '@/lib/draft/draft';

const PrefillSource = z.enum(['page', 'selection', 'link', 'image', 'text']);
type PrefillSource = z.infer<typeof PrefillSource>;

/**
 * "Post this image": fetched by the background, which reports each step here. The image waits on this machine
 * (`fetched`, lib/prefill/image-store.ts) and is uploaded only when the person attaches it; one on a local
 * address waits for their word first (`needs-confirm`).
 */
export const PrefillImage = z.object({
  srcUrl: z.string(),
  state: z.enum(['needs-confirm', 'fetching', 'fetched', 'uploading', 'ready', 'needs-permission', 'failed']),
  /** needs-confirm: the local address to name ("127.0.0.1:5555"). */
  address: z.optional(z.string()),
  /** The local address the person agreed to fetch from. */
  confirmed: z.optional(z.string()),
  /** The host permission was granted for this image only: removed once it is fetched. */
  granted: z.optional(z.boolean()),
  /** needs-permission: the match pattern to ask for (`https://cdn.example/*`). */
  origin: z.optional(z.string()),
  /** ready: the uploaded media item, as the draft keeps it. */
  attachment: z.optional(DraftAttachment),
  /** failed in its fetch: why, as a sentence's data, worded by the page that shows it (lib/errors/sentence.ts). */
  failure: z.optional(Said),
  /** failed in its upload: the error as data, worded by the page that shows it (lib/errors/sentence.ts). */
  error: z.optional(ErrorData),
});
export type PrefillImage = z.infer<typeof PrefillImage>;

/** The longest `{author}` kept: a byline's name, not a paragraph. */
export const AUTHOR_MAX = 80;

export const Prefill = z.object({
  id: z.string().check(z.minLength(1)),
  source: PrefillSource,
  createdAt: z.number(),
  pageUrl: z.optional(z.string()),
  pageTitle: z.optional(z.string()),
  selection: z.optional(z.string()),
  linkUrl: z.optional(z.string()),
  linkText: z.optional(z.string()),
  /** The page's author for `{author}` (lib/prefill/author-meta.ts), read when the way in's template names it. */
  author: z.optional(z.string().check(z.maxLength(AUTHOR_MAX))),
  image: z.optional(PrefillImage),
  /**
   * The person picked this image in the composer ("From this page", page-images.ts): it is attached as soon as it is
   * fetched, beside what the draft holds — they chose already. Absent for a context-menu click.
   */
  picked: z.optional(z.boolean()),
  /** `text`: words typed in the address bar (`qp <text>`, lib/prefill/omnibox-input.ts). */
  text: z.optional(z.string()),
});
export type Prefill = z.infer<typeof Prefill>;
