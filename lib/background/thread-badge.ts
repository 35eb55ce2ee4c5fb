/**
 * "Add selection to thread" seen to land (docs/design.md §3.7): with the side panel closed nothing else shows that a
 * quote went into the draft, so the toolbar button's badge says how many replies the thread being collected has,
 * and its tooltip says it in words. The badge goes when the draft has no replies left (sent, or cleared).
 */
import { browser } from '@/lib/storage/browser-api';
import { plural } from '@/lib/i18n/plural';
import { t } from '@/lib/i18n/t';
import { draftItem } from '@/lib/storage/draft-item';
import { logFailure } from '@/lib/errors/data';

interface BadgeApi {
  setBadgeText(details: { text: string }): Promise<void>;
  setTitle(details: { title: string }): Promise<void>;
}

const replyCount = (replies: readonly string[] | undefined) => (replies ?? []).filter((r) => r.trim() !== '').length;

/** Returns `quoted`, to call once a quote is in the draft with the draft's reply count. */
export function startThreadBadge(log: (line: string) => void): (replies: number) => Promise<void> {
  const action = (browser.action ?? (browser as unknown as { browserAction?: BadgeApi }).browserAction) as
    BadgeApi | undefined;
  const failed = logFailure(log, 'the thread badge');
  let shown = false;
  const show = async (replies: number) => {
    if (!action) return;
    shown = replies > 0;
    await action.setBadgeText({ text: shown ? String(replies) : '' });
    await action.setTitle({
      title: shown ? plural(replies, 'thread_badge_title_one', 'thread_badge_title_other') : t('extName'),
    });
  };
  draftItem.watch((draft) => {
    if (shown && replyCount(draft?.replies) === 0) void show(0).catch(failed);
  });
  return (replies) => show(replies).catch(failed);
}
