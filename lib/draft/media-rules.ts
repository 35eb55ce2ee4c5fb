/**
 * Which media may go into a post ("A post cannot mix images and videos"; a `pending` video "cannot be used yet"),
 * each refusal with its reason, so a person knows what to do rather than meeting a 400 later.
 */
import { t } from '@/lib/i18n/t';

export interface MediaLike {
  media_id: string;
  type?: string | null | undefined;
  status?: string | null | undefined;
  title?: string | null | undefined;
}

/** `image` or `video`, from `type`, else from the id's `image-<id>`/`video-<id>` form; null when neither says. */
export function mediaKind(item: Pick<MediaLike, 'media_id' | 'type'>): 'image' | 'video' | null {
  const kind = item.type ?? item.media_id.split('-')[0];
  return kind === 'image' || kind === 'video' ? kind : null;
}

/** Videos once `processed` (other statuses are not documented: not ready). */
function isReady(item: MediaLike): boolean {
  if (mediaKind(item) !== 'video') return true;
  return (item.status ?? 'processed') === 'processed';
}

type Verdict = { ok: true } | { ok: false; reason: string };

export function canAttach(item: MediaLike, attached: readonly MediaLike[]): Verdict {
  if (attached.some((a) => a.media_id === item.media_id)) return { ok: false, reason: t('media_already_attached') };
  const kind = mediaKind(item);
  if (kind === 'video' && !isReady(item)) {
    return item.status === 'pending'
      ? { ok: false, reason: t('media_processing') }
      : { ok: false, reason: t('media_not_ready', String(item.status)) };
  }
  const other = kind === 'image' ? 'video' : kind === 'video' ? 'image' : null;
  if (other && attached.some((a) => mediaKind(a) === other)) {
    return { ok: false, reason: other === 'image' ? t('media_no_mix_remove_images') : t('media_no_mix_remove_videos') };
  }
  return { ok: true };
}

/** A file about to be uploaded, judged from its MIME type. */
export function canUpload(mimeType: string, attached: readonly MediaLike[]): Verdict {
  const kind = mimeType.startsWith('image/') ? 'image' : mimeType.startsWith('video/') ? 'video' : null;
  const other = kind === 'image' ? 'video' : kind === 'video' ? 'image' : null;
  if (other && attached.some((a) => mediaKind(a) === other)) {
    return { ok: false, reason: other === 'image' ? t('media_has_images') : t('media_has_video') };
  }
  return { ok: true };
}

/** The problem with a whole set of attachments at send time. */
export function attachmentsProblem(attached: readonly MediaLike[]): string | undefined {
  const kinds = new Set(attached.map(mediaKind));
  if (kinds.has('image') && kinds.has('video')) return t('media_mixed');
  const waiting = attached.find((a) => !isReady(a));
  if (waiting) return waiting.title ? t('media_waiting_named', waiting.title) : t('media_waiting');
  return undefined;
}
