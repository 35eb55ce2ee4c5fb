interface MediaThumbProps {
  /** An attachment or a library item: `type` is the service's ("image", "video"). */
  item: { type: string; url?: string | null | undefined };
  /** Its side in CSS pixels: the attached list's 48, the library's 72. */
  size: number;
}

/** A media item's thumbnail: the image itself, or a play mark for a video (or an image without an address). */
export function MediaThumb({ item, size }: MediaThumbProps) {
  return item.type === 'image' && item.url ? (
    <img class="thumb" src={item.url} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span class="thumb video" aria-hidden="true">
      ▶
    </span>
  );
}
