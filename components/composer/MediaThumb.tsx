/** The name a person knows a media item by: a video's title, else its id. */
export const mediaName = (m: { media_id: string; title?: string | null | undefined }) => m.title || m.media_id;

/** A media item's thumbnail: the image itself, or a play mark for a video (or an image without an address). */
export function MediaThumb({ item, size }: { item: { type: string; url?: string | null | undefined }; size: number }) {
  return item.type === 'image' && item.url ? (
    <img class="thumb" src={item.url} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span class="thumb video" aria-hidden="true">
      ▶
    </span>
  );
}
