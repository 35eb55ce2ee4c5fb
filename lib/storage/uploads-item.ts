/**
 * The uploads the background runs for the popup (lib/background/uploads.ts): each one's progress and how it ended,
 * shown by every composer page while it is open. In storage.session: an upload does not outlive the browser, and
 * the list is gone with it. Written by the background alone; pages only read and watch it.
 */
import { z } from 'zod/mini';
import { ErrorData } from '@/lib/errors/data';
import { defineParsedItem } from './parsed-item';

export const RunUpload = z.object({
  id: z.string(),
  name: z.string(),
  loaded: z.number(),
  total: z.number(),
  state: z.enum(['uploading', 'done', 'failed', 'cancelled']),
  /**
   * Why it ended as it did, as data — worded by the page that shows it (lib/composer/upload-model.ts), in the
   * person's language: the service's or the network's error; the runner gone (`lost`) or stopped with the browser's
   * restart (`stopped`); done but not attached, because the draft `has` the other kind of media (or the item's kind
   * is unknown); attached, a video still being processed.
   */
  ending: z.optional(
    z.union([
      z.object({ kind: z.literal('error'), error: ErrorData }),
      z.object({ kind: z.literal('not-attached'), has: z.optional(z.enum(['image', 'video'])) }),
      z.object({ kind: z.enum(['lost', 'stopped', 'video-pending']) }),
    ]),
  ),
});
export type RunUpload = z.infer<typeof RunUpload>;

export const uploadsItem = defineParsedItem('session:uploads', { schema: z.array(RunUpload), fallback: [] });
