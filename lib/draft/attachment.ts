/** What the draft keeps of a media item: enough to redraw it without a read. */
import type { DraftAttachment } from './draft';
import { mediaKind, type MediaLike } from './media-rules';

export function toAttachment(
  item: MediaLike & { url?: string | null | undefined; mime_type?: string | null | undefined },
): DraftAttachment | null {
  const type = mediaKind(item);
  if (!type) return null;
  return {
    media_id: item.media_id,
    type,
    url: item.url ?? null,
    title: item.title ?? null,
    mime_type: item.mime_type ?? null,
    status: item.status ?? null,
  };
}
