/**
 * The uploads the background runs for the popup (lib/background/uploads.ts): each one's progress and how it ended,
 * shown by every composer page while it is open. In storage.session: an upload does not outlive the browser, and
 * the list is gone with it. Written by the background alone; pages only read and watch it.
 */
import { z } from 'zod/mini';
import { defineParsedItem } from './parsed-item';

export const RunUpload = z.object({
  id: z.string(),
  name: z.string(),
  loaded: z.number(),
  total: z.number(),
  state: z.enum(['uploading', 'done', 'failed', 'cancelled']),
  /** Failed or cancelled: what happened and what to do. Done: only when it could not be attached, and why. */
  message: z.optional(z.string()),
});
export type RunUpload = z.infer<typeof RunUpload>;

export const uploadsItem = defineParsedItem('session:uploads', { schema: z.array(RunUpload), fallback: [] });
