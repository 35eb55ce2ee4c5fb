/**
 * What a network will refuse, said before sending (docs/design.md §3.7). Warnings only: the service decides, and the
 * person may send anyway. The rules and their sources are in lib/service/platform-looks.ts.
 */
import { platformLabel } from '@/lib/service/platforms';
import { platformLook } from '@/lib/service/platform-looks';
import { t } from '@/lib/i18n/t';
import { plural } from '@/lib/i18n/plural';
import type { Draft } from './draft';
import { mediaKind } from './media-rules';
import { checkTitle, TITLE_MAX } from './title';
import { textFor } from './networks';

interface Refusal {
  type: string;
  sentence: string; // "Instagram will refuse this: it needs an image or a video."
}

/** The first reason `type` will refuse the draft, or null. */
function reasonFor(draft: Pick<Draft, 'attachments' | 'title' | 'text' | 'networks'>, type: string): string | null {
  const look = platformLook(type);
  const images = draft.attachments.filter((a) => mediaKind(a) === 'image').length;
  const videos = draft.attachments.filter((a) => mediaKind(a) === 'video').length;
  if (look.needs === 'media' && images + videos === 0) return t('refuse_needs_media');
  if (look.needs === 'image' && images === 0) return t('refuse_needs_image');
  if (look.needs === 'video' && videos === 0) return t('refuse_needs_video');
  if (look.maxImages !== null && images > look.maxImages) return t('refuse_too_many_images', look.maxImages);
  if (look.maxVideos !== null && videos > look.maxVideos)
    return look.maxVideos === 1 ? t('refuse_one_video') : t('refuse_too_many_videos', look.maxVideos);
  if (type === 'youtube' || type === 'tiktok') {
    const title = checkTitle(draft.title, textFor(draft, type));
    if (title.length > TITLE_MAX) return t('refuse_title_long', TITLE_MAX);
  }
  return null;
}

/** One warning per chosen platform that will refuse the draft, in the order chosen. */
export function refusalsOf(draft: Pick<Draft, 'accounts' | 'attachments' | 'title' | 'text' | 'networks'>): Refusal[] {
  const types = [...new Set(draft.accounts.map((a) => a.type))];
  return types.flatMap((type) => {
    const reason = reasonFor(draft, type);
    return reason ? [{ type, sentence: t('refuse_sentence', platformLabel(type), reason) }] : [];
  });
}

/** The one line near the send button: the first refusal, and how many more there are. */
export function refusalLine(refusals: readonly Refusal[]): string {
  const [first, ...rest] = refusals;
  if (!first) return '';
  return rest.length ? `${first.sentence} ${t('refuse_more', rest.length)}` : first.sentence;
}

/** For the send's confirmation: how many networks were warned to refuse what was sent anyway. */
export function sentAnyway(draft: Parameters<typeof refusalsOf>[0]): string {
  const count = refusalsOf(draft).length;
  return count ? plural(count, 'refuse_sent_anyway_one', 'refuse_sent_anyway_other') : '';
}
