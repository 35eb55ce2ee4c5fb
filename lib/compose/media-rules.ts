/**
 * Which media may go into a post (service-interface.md, Create Post `attachments`: "A post cannot mix images
 * and videos"; Media item `status`: `pending` "still transcoding, cannot be used yet"). Each refusal comes with
 * the reason shown next to the item, so a person knows what to do rather than meeting a 400 later.
 */

export type MediaKind = 'image' | 'video';

/** What the rules need of a media item (a library item or an attachment of the draft). */
export interface MediaLike {
  media_id: string;
  type?: string | null | undefined;
  status?: string | null | undefined;
  title?: string | null | undefined;
}

/** `image` or `video`, from `type`, else from the id's `image-<id>`/`video-<id>` form; null when neither says. */
export function mediaKind(item: Pick<MediaLike, 'media_id' | 'type'>): MediaKind | null {
  const kind = item.type ?? item.media_id.split('-')[0];
  return kind === 'image' || kind === 'video' ? kind : null;
}

/** Ready to attach: images always; videos once `processed` (other statuses are not documented: not ready). */
export function isReady(item: MediaLike): boolean {
  if (mediaKind(item) !== 'video') return true;
  return (item.status ?? 'processed') === 'processed';
}

export type Verdict = { ok: true } | { ok: false; reason: string };

/** Whether `item` may be added to a post that already has `attached`, and if not, why. */
export function canAttach(item: MediaLike, attached: readonly MediaLike[]): Verdict {
  if (attached.some((a) => a.media_id === item.media_id)) return { ok: false, reason: 'Already attached to this post.' };
  const kind = mediaKind(item);
  if (kind === 'video' && !isReady(item)) {
    return item.status === 'pending'
      ? { ok: false, reason: 'Still being processed by the service: it can be attached once it is ready.' }
      : { ok: false, reason: `Not ready to attach (the service says “${item.status}”).` };
  }
  const other = kind === 'image' ? 'video' : kind === 'video' ? 'image' : null;
  if (other && attached.some((a) => mediaKind(a) === other)) {
    return { ok: false, reason: `A post cannot mix images and videos: remove the attached ${other}${other === 'image' ? 's' : ''} first.` };
  }
  return { ok: true };
}

/** Whether a file about to be uploaded could be attached to this post, judged from its MIME type. */
export function canUpload(mimeType: string, attached: readonly MediaLike[]): Verdict {
  const kind = mimeType.startsWith('image/') ? 'image' : mimeType.startsWith('video/') ? 'video' : null;
  const other = kind === 'image' ? 'video' : kind === 'video' ? 'image' : null;
  if (other && attached.some((a) => mediaKind(a) === other)) {
    return {
      ok: false,
      reason: `This post already has ${other === 'image' ? 'images' : 'a video'}, and a post cannot mix images and videos: remove ${other === 'image' ? 'them' : 'it'} first.`,
    };
  }
  return { ok: true };
}

/** The problem with a whole set of attachments at send time, or undefined when it can be sent. */
export function attachmentsProblem(attached: readonly MediaLike[]): string | undefined {
  const kinds = new Set(attached.map(mediaKind));
  if (kinds.has('image') && kinds.has('video')) return 'A post cannot mix images and videos: remove the images or the video.';
  const waiting = attached.find((a) => !isReady(a));
  if (waiting) {
    const name = waiting.title ? `“${waiting.title}”` : 'A video';
    return `${name} is still being processed by the service: send once it is ready (Quickpost checks again), or remove it.`;
  }
  return undefined;
}
