/**
 * Undo send from the desktop (docs/design.md §3.7): a notification with "Undo" while a post is held, so the person
 * can take it back without opening the popup; it goes when the post leaves the hold.
 */
import { browser } from '@/lib/storage/browser-api';
import type Browser from 'webextension-polyfill';
import type { Clock } from '@/lib/api/ports';
import { t } from '@/lib/i18n/t';
import { createRetry } from '@/lib/notify/retry';
import { excerpt } from '@/lib/notify/excerpt';
import { secondsLeft } from '@/lib/outbox/hold';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { openComposerOn } from './open-composer';
import { logFailure } from '@/lib/errors/data';

const PREFIX = 'quickpost-undo:';

const undoNotificationId = (entryId: string) => `${PREFIX}${entryId}`;

interface UndoNoticeDeps {
  clock: Clock;
  log(line: string): void;
  /** Takes a held post back (lib/outbox/outbox.ts `undo`): the entry, or null once it has left. */
  undo(id: string): Promise<OutboxEntry | null>;
}

export function createUndoNotice(deps: UndoNoticeDeps) {
  const isFirefox = typeof (browser.runtime as { getBrowserInfo?: unknown }).getBrowserInfo === 'function';
  const retry = createRetry({
    clock: deps.clock,
    log: deps.log,
    openComposer: async () => void (await openComposerOn(undefined)),
  });
  const shown = new Set<string>();

  /** Undo, as the notification's button (or, on Firefox, the notification itself) asks. */
  async function undo(entryId: string): Promise<void> {
    await browser.notifications.clear(undoNotificationId(entryId));
    const entry = await deps.undo(entryId);
    if (!entry) {
      deps.log('Undo from the notification came too late: the post had left');
      return;
    }
    if (entry.draft) await retry.restoreDraft(entry.draft);
  }

  return {
    /** The post waits for Undo: said once per post. */
    async show(entry: OutboxEntry): Promise<void> {
      if (shown.has(entry.id)) return;
      shown.add(entry.id);
      const seconds = secondsLeft(entry, deps.clock.now());
      await browser.notifications.create(undoNotificationId(entry.id), {
        type: 'basic',
        iconUrl: browser.runtime.getURL('/icon/128.png'),
        title: entry.post.when.instant ? t('undo_posting_in', seconds) : t('undo_scheduling_in', seconds),
        message: excerpt(entry.post.content),
        ...(isFirefox ? { contextMessage: t('undo_click_hint') } : { buttons: [{ title: t('undo') }] }),
      } as Browser.Notifications.CreateNotificationOptions);
    },
    /** The post is no longer held: its notification goes (also one a previous worker showed). */
    async gone(entryId: string): Promise<void> {
      shown.delete(entryId);
      await browser.notifications.clear(undoNotificationId(entryId));
    },
    undo,
    /** Wires the clicks (synchronously at start: a click may be what woke the worker). */
    listen(): void {
      const report = logFailure(deps.log, 'Undo from a notification');
      const clicked = (id: string) => {
        if (id.startsWith(PREFIX)) void undo(id.slice(PREFIX.length)).catch(report);
      };
      browser.notifications.onButtonClicked.addListener((id) => clicked(id));
      browser.notifications.onClicked.addListener((id) => {
        if (isFirefox) clicked(id);
      });
    },
  };
}
