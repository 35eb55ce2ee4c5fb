// Undo send from the desktop: a notification with "Undo" while a post is held, so the person can take it back without
// opening the popup; it goes when the hold ends. Firefox has no buttons: a click on the notification undoes.
import { browser } from '@/lib/storage/browser-api';
import type Browser from 'webextension-polyfill';
import type { Clock } from '@/lib/api/ports';
import { t } from '@/lib/i18n/t';
import type { Retry } from '@/lib/notify/retry';
import { excerpt } from '@/lib/notify/excerpt';
import { secondsLeft } from '@/lib/outbox/hold';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { logFailure } from '@/lib/errors/data';

const PREFIX = 'quickpost-undo:';

interface UndoNoticeDeps {
  clock: Clock;
  log(line: string): void;
  retry: Retry;
  /** The outbox's `undo`: the entry taken back, or null once it has left. */
  undo(id: string): Promise<OutboxEntry | null>;
}

export function createUndoNotice(deps: UndoNoticeDeps) {
  const shown = new Set<string>();

  async function undo(entryId: string): Promise<void> {
    await browser.notifications.clear(`${PREFIX}${entryId}`);
    const entry = await deps.undo(entryId);
    if (!entry) return deps.log('Undo from the notification came too late: the post had left');
    if (entry.draft) await deps.retry.restoreDraft(entry.draft);
  }

  return {
    /** Said once per post. */
    async show(entry: OutboxEntry): Promise<void> {
      if (shown.has(entry.id)) return;
      shown.add(entry.id);
      const seconds = secondsLeft(entry, deps.clock.now());
      await browser.notifications.create(`${PREFIX}${entry.id}`, {
        type: 'basic',
        iconUrl: browser.runtime.getURL('/icon/128.png'),
        title: entry.post.when.instant ? t('undo_posting_in', seconds) : t('undo_scheduling_in', seconds),
        message: excerpt(entry.post.content),
        ...(import.meta.env.FIREFOX ? { contextMessage: t('undo_click_hint') } : { buttons: [{ title: t('undo') }] }),
      } as Browser.Notifications.CreateNotificationOptions);
    },
    /** Also one a previous worker showed. */
    async gone(entryId: string): Promise<void> {
      shown.delete(entryId);
      await browser.notifications.clear(`${PREFIX}${entryId}`);
    },
    /** Wires the clicks (synchronously at start: a click may be what woke the worker). */
    listen(): void {
      const report = logFailure(deps.log, 'Undo from a notification');
      const clicked = (id: string) => {
        if (id.startsWith(PREFIX)) void undo(id.slice(PREFIX.length)).catch(report);
      };
      browser.notifications.onButtonClicked.addListener(clicked);
      if (import.meta.env.FIREFOX) browser.notifications.onClicked.addListener(clicked);
    },
  };
}
