// Desktop notifications for final statuses, once per post and status and only those the person left on: recorded in
// the ledger before shown, so a worker killed in between shows it at its next start (`recover`).
import { browser } from '@/lib/storage/browser-api';
import type Browser from 'webextension-polyfill';
import type { Clock } from '@/lib/api/ports';
import { accountsCacheItem, preferencesItem } from '@/lib/storage/page-items';
import { serviceAddressesItem } from '@/lib/storage/items';
import { notifiedItem, type LedgerEntry, type Notice } from '@/lib/storage/notify-items';
import type { PendingTwin } from '@/lib/storage/tracker-items';
import type { Final } from '@/lib/tracking/observe';
import type { TwinOutcome } from '@/lib/tracking/twin-removal';
import { createMutex } from '@/lib/outbox/mutex';
import { t } from '@/lib/i18n/t';
import { isQuickpostError } from '@/lib/errors/quickpost-error';
import { logFailure } from '@/lib/errors/data';
import { failedContent, postUrlOf, publishedContent, twinContent } from './content';
import { ledgerKey, recordNotified, wasNotified, withShown, type NotifiedKind } from './ledger';
import { restorableOf } from './restore-draft';
import type { Retry } from './retry';

export interface NotifierDeps {
  clock: Clock;
  log(line: string): void;
  retry: Retry;
  /** Chrome shows notification buttons; Firefox has none (a click on the notification then does the same). */
  buttons: boolean;
}

/** `quickpost-post:42:failed` — enough to act on a click after the worker restarted. */
export const notificationIdOf = (postId: number, status: Final['status']) =>
  `quickpost-post:${ledgerKey(postId, status)}`;
/** A click on a twin's notification opens the dashboard, where the copy can be seen. */
const TWIN_PREFIX = 'quickpost-twin:';

export function createNotifier(deps: NotifierDeps) {
  const appUrl = async () => (await serviceAddressesItem.get()).appUrl;

  async function editAndRetry(key: string): Promise<void> {
    const restore = (await notifiedItem.get())[key]?.restore;
    if (!restore) return deps.log('Edit and retry: the post is no longer known (older than a month)');
    try {
      await deps.retry.restore(restore);
    } catch (err) {
      // The click gave no other feedback: the sentence goes back as a notification of its own.
      await browser.notifications.create(`quickpost-retry:${key}`, {
        type: 'basic',
        iconUrl: browser.runtime.getURL('/icon/128.png'),
        title: t('notify_edit_retry'),
        message: isQuickpostError(err) ? err.message : t('notify_retry_failed'),
      });
    }
  }

  async function clicked(id: string, button?: number): Promise<void> {
    const post = /^quickpost-post:(\d+:(published|failed))$/.exec(id);
    if (!post && !id.startsWith(TWIN_PREFIX)) return;
    await browser.notifications.clear(id);
    if (!post) await browser.tabs.create({ url: await appUrl() });
    else if (post[2] === 'published')
      await browser.tabs.create({ url: (await notifiedItem.get())[post[1]!]?.url ?? (await appUrl()) });
    else if (!button) await editAndRetry(post[1]!);
  }

  // Ledger writes one at a time: a final status, a twin and the recovery at start may overlap.
  const exclusive = createMutex();
  /** Keys this worker is showing right now: the recovery leaves them to it. */
  const showing = new Set<string>();

  const markShown = (key: string) => exclusive(async () => notifiedItem.set(withShown(await notifiedItem.get(), key)));

  /** Shows a recorded notification (the same id replaces one still on screen), then marks it shown. */
  async function display(key: string, id: string, notice: Notice): Promise<void> {
    showing.add(key);
    try {
      const iconUrl = browser.runtime.getURL('/icon/128.png');
      await browser.notifications.create(id, {
        type: 'basic',
        iconUrl,
        ...notice,
      } as Browser.Notifications.CreateNotificationOptions);
      await markShown(key);
    } finally {
      showing.delete(key);
    }
  }

  /** Records the entry, with its notification pending when there is one to show, then shows it; once per key. */
  async function notify(
    postId: number,
    kind: NotifiedKind,
    make: () => Promise<{ entry: LedgerEntry; pending?: { id: string; notice: Notice } }>,
  ): Promise<boolean> {
    const key = ledgerKey(postId, kind);
    const pending = await exclusive(async () => {
      const ledger = await notifiedItem.get();
      if (wasNotified(ledger, postId, kind)) return null;
      const { entry, pending } = await make();
      await notifiedItem.set(recordNotified(ledger, postId, kind, { ...entry, ...(pending ? { pending } : {}) }));
      if (pending) showing.add(key); // before the ledger is free again, so the recovery never takes it too
      return pending ?? null;
    });
    if (pending) await display(key, pending.id, pending.notice);
    return pending !== null;
  }

  return {
    async final({ post, record: listed, status }: Final): Promise<void> {
      const shown = await notify(post.id, status, async () => {
        const url = status === 'published' ? postUrlOf(listed) : undefined;
        const entry = {
          at: deps.clock.now(),
          ...(url ? { url } : {}),
          ...(status === 'failed' ? { restore: restorableOf(post) } : {}),
        };
        if (!(await preferencesItem.get()).notify[status]) return { entry };
        const accounts = (await accountsCacheItem.get())?.value ?? [];
        const notice =
          status === 'published'
            ? { ...publishedContent(post, accounts), priority: 0 }
            : {
                ...failedContent(post, listed, accounts),
                priority: 2,
                ...(deps.buttons ? { buttons: [{ title: t('notify_edit_retry') }] } : {}),
              };
        return { entry, pending: { id: notificationIdOf(post.id, status), notice } };
      });
      if (shown) deps.log(`notified: post ${post.id} ${status}`);
    },

    /** A copy of their post the browser made is about their account: always told, whatever the preferences. */
    async twin(outcome: TwinOutcome, twin: PendingTwin): Promise<void> {
      const shown = await notify(twin.id, 'twin', async () => {
        const content = twinContent(outcome, twin, (await accountsCacheItem.get())?.value ?? []);
        const notice = { ...content, priority: outcome === 'removed' ? 0 : 2 };
        return { entry: { at: deps.clock.now() }, pending: { id: `${TWIN_PREFIX}${twin.id}`, notice } };
      });
      if (shown) deps.log(`notified: a twin (${twin.id}) of post ${twin.of}, ${outcome}`);
    },

    /** What a killed worker recorded but did not show is shown now; one still on screen is only marked shown. */
    async recover(): Promise<void> {
      const waiting = Object.entries(await notifiedItem.get()).flatMap(([key, entry]) =>
        entry.pending && !showing.has(key) ? [{ key, ...entry.pending }] : [],
      );
      if (waiting.length === 0) return;
      const onScreen = await browser.notifications.getAll();
      for (const { key, id, notice } of waiting) {
        if (Object.hasOwn(onScreen, id)) await markShown(key);
        else await display(key, id, notice);
      }
      deps.log(`notifications recorded but not shown before a restart: ${waiting.length}, now shown`);
    },

    /** Wires clicks (synchronously at start: a click may be what woke the worker). */
    listen(): void {
      const report = logFailure(deps.log, 'a notification click');
      browser.notifications.onClicked.addListener((id) => void clicked(id).catch(report));
      browser.notifications.onButtonClicked.addListener((id, index) => void clicked(id, index).catch(report));
    },
  };
}
