/**
 * What a way in leaves for the composer (docs/design.md §3.3), in `storage.local` so that it is there the moment a
 * composer page opens. An image is fetched by the background, waits on this machine until attached, and one on a
 * local address waits for the person's word first.
 */
import { z } from 'zod/mini';
import { ErrorData } from '@/lib/errors/data';
import { Said } from '@/lib/errors/quickpost-error';
import { DraftAttachment } from '@/lib/draft/draft';
import { defineParsedItem } from './parsed-item';

export const PrefillImage = z.object({
  srcUrl: z.string(),
  state: z.enum(['needs-confirm', 'fetching', 'fetched', 'uploading', 'ready', 'needs-permission', 'failed']),
  /** needs-confirm: the local address to name ("127.0.0.1:5555"). */
  address: z.optional(z.string()),
  /** The local address the person agreed to fetch from. */
  confirmed: z.optional(z.string()),
  /** The host permission was granted for this image only: given back once it is fetched. */
  granted: z.optional(z.boolean()),
  /** needs-permission: the match pattern to ask for (`https://cdn.example/*`). */
  origin: z.optional(z.string()),
  attachment: z.optional(DraftAttachment),
  /** Why the fetch failed, or the upload's error, as data the page words. */
  failure: z.optional(Said),
  error: z.optional(ErrorData),
});
export type PrefillImage = z.infer<typeof PrefillImage>;

export const Prefill = z.object({
  id: z.string().check(z.minLength(1)),
  source: z.enum(['page', 'selection', 'link', 'image', 'text']),
  createdAt: z.number(),
  pageUrl: z.optional(z.string()),
  pageTitle: z.optional(z.string()),
  selection: z.optional(z.string()),
  linkUrl: z.optional(z.string()),
  linkText: z.optional(z.string()),
  image: z.optional(PrefillImage),
  /** Picked in the composer ("From this page"): attached as soon as it is fetched, since the person chose already. */
  picked: z.optional(z.boolean()),
  /** Words typed in the address bar (`qp <text>`). */
  text: z.optional(z.string()),
});
export type Prefill = z.infer<typeof Prefill>;

export const prefillItem = defineParsedItem('local:prefill', { schema: z.nullable(Prefill), fallback: null });
