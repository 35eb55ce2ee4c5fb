/** What a way into the composer brings (docs/design.md §3.3), waiting in storage for the composer page that opens. */
import { z } from 'zod/mini';
import { ErrorData, Said } from '@/lib/errors/data';
import { DraftAttachment } from '@/lib/draft/draft';

const PrefillSource = z.enum(['page', 'selection', 'link', 'image', 'text']);

/** "Post this image", step by step: fetched to this machine, uploaded only once the person attaches it. */
export const PrefillImage = z.object({
  srcUrl: z.string(),
  state: z.enum(['needs-confirm', 'fetching', 'fetched', 'uploading', 'ready', 'needs-permission', 'failed']),
  /** needs-confirm: the local address to name. */
  address: z.optional(z.string()),
  /** The local address the person agreed to fetch from. */
  confirmed: z.optional(z.string()),
  /** The host was granted for this image only: given back once it is fetched. */
  granted: z.optional(z.boolean()),
  /** needs-permission: the match pattern to ask for. */
  origin: z.optional(z.string()),
  attachment: z.optional(DraftAttachment),
  /** Failed in its fetch (`failure`, a sentence) or its upload (`error`). */
  failure: z.optional(Said),
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
  /** Picked in the composer ("From this page"): attached as soon as it is fetched. */
  picked: z.optional(z.boolean()),
  /** Words typed in the address bar (`qp <text>`). */
  text: z.optional(z.string()),
});
export type Prefill = z.infer<typeof Prefill>;
