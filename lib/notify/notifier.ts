/**
 * Desktop notifications for final statuses (docs/design.md §3.5), once per post and status and only those the person
 * left on: recorded in the ledger before shown, so a worker killed in between shows it at its next start (`recover`).
 */
import { browser } from '@/lib/storage/browser-api';
import type Browser from 'webextension-polyfill';
import type { Clock } from '@/lib/api/ports';
import { serviceAddressesItem } from '@/lib/storage/items';
import { accountsCacheItem, preferencesItem } from '@/lib/storage/page-items';
import type { Final } from '@/lib/tracking/observe';
import type { PendingTwin } from '@/lib/tracking/tracked';
import type { TwinOutcome } from '@/lib/tracking/twin-removal';
import { failedContent, postUrlOf, publishedContent, twinContent } from './content';
import { notifiedItem } from './notify-items';
import {
  ledgerKey,
  recordNotified,
  wasNotified,
  withShown,
  type LedgerEntry,
  type Notice,
  type NotifiedKind,
} from './ledger';
import { createMutex } from '@/lib/outbox/mutex';
import { restorableOf } from './restore-draft';
import type { Retry } from './retry';
import { t } from '@/lib/i18n/t';
import { isQuickpostError } from '@/lib/errors/quickpost-error';
import { logFailure } from '@/lib/errors/data';

export interface NotifierDeps {
  clock: Clock;
  log(line: string): void;
  retry: Retry;
  /** Chrome shows notification buttons; Firefox has none (a click on the notification then does the same). */
  buttons: boolean;
}

const PREFIX = 'quickpost-post:';
/** `quickpost-twin:43` — a click opens the dashboard, where the copy can be seen (or deleted). */
const TWIN_PREFIX = 'quickpost-twin:';

/** What a ledger entry records, and the notification to show for it (none when the person switched it off). */
interface RecordedNotice {
  entry: LedgerEntry;
  pending?: { id: string; notice: Notice };
}

/** `quickpost-post:42:failed` — enough to act on a click after the worker restarted. */
export const notificationIdOf = (postId: number, status: Final['status']) => `${PREFIX}${ledgerKey(postId, status)}`;

function parseId(id: string): { key: string; postId: number; status: Final['status'] } | null {
  const match = /^quickpost-post:(\d+):(published|failed)$/.exec(id);
  if (!match) return null;
  return { key: `${match[1]}:${match[2]}`, postId: Number(match[1]), status: match[2] as Final['status'] };
}

export function createNotifier(deps: NotifierDeps) {
  async function openPublished(key: string): Promise<void> {
    const entry = (await notifiedItem.get())[key];
    const url = entry?.url ?? (await serviceAddressesItem.get()).appUrl;
    await browser.tabs.create({ url });
  }

  async function editAndRetry(key: string): Promise<void> {
    const restore = (await notifiedItem.get())[key]?.restore;
    if (!restore) {
      deps.log('Edit and retry: the post is no longer known (older than a month)');
      return;
    }
    try {
      await deps.retry.restore(restore);
    } catch (err) {
      // The click gave no other feedback: the sentence goes back as a notification of its own.
      const message = isQuickpostError(err) ? err.message : t('notify_retry_failed');
      await browser.notifications.create(`quickpost-retry:${key}`, {
        type: 'basic',
        iconUrl: browser.runtime.getURL('/icon/128.png'),
        title: t('notify_edit_retry'),
        message,
      });
    }
  }

  async function clicked(notificationId: string, button?: number): Promise<void> {
    if (notificationId.startsWith(TWIN_PREFIX)) {
      await browser.notifications.clear(notificationId);
      await browser.tabs.create({ url: (await serviceAddressesItem.get()).appUrl });
      return;
    }
    const parsed = parseId(notificationId);
    if (!parsed) return;
    await browser.notifications.clear(notificationId);
    if (parsed.status === 'failed') {
      if (button === undefined || button === 0) await editAndRetry(parsed.key);
      return;
    }
    await openPublished(parsed.key);
  }

  // Ledger writes one at a time: a final status, a twin and the recovery at start may overlap.
  const exclusive = createMutex();
  /** Keys this worker is showing right now: the recovery leaves them to it. */
  const showing = new Set<string>();

  async function markShown(key: string): Promise<void> {
    await exclusive(async () => notifiedItem.set(withShown(await notifiedItem.get(), key)));
  }

  /** Shows a recorded notification (the same id replaces one still on screen), then marks it shown. */
  async function display(key: string, id: string, notice: Notice): Promise<void> {
    showing.add(key);
    try {
      const iconUrl = browser.runtime.getURL('/icon/128.png');
      const options = { type: 'basic', iconUrl, ...notice } as Browser.Notifications.CreateNotificationOptions;
      await browser.notifications.create(id, options);
      await markShown(key);
    } finally {
      showing.delete(key);
    }
  }

  /** Records the entry (with its notification pending, when there is one to show) unless it was recorded before. */
  async function record(postId: number, kind: NotifiedKind, make: () => Promise<RecordedNotice>) {
    return exclusive(async () => {
      const ledger = await notifiedItem.get();
      if (wasNotified(ledger, postId, kind)) return null;
      const { entry, pending } = await make();
      await notifiedItem.set(recordNotified(ledger, postId, kind, { ...entry, ...(pending ? { pending } : {}) }));
      if (!pending) return null;
      showing.add(ledgerKey(postId, kind)); // before the ledger is free again, so the recovery never takes it too
      return pending;
    });
  }

  return {
    /** Tells the person about a final status, once. */
    async final({ post, record: listed, status }: Final): Promise<void> {
      const pending = await record(post.id, status, async () => {
        const url = status === 'published' ? postUrlOf(listed) : undefined;
        const entry = {
          at: deps.clock.now(),
          ...(url ? { url } : {}),
          ...(status === 'failed' ? { restore: restorableOf(post) } : {}),
        };
        if (!(await preferencesItem.get()).notify[status]) return { entry };
        const accounts = (await accountsCacheItem.get())?.value ?? [];
        const content =
          status === 'published' ? publishedContent(post, accounts) : failedContent(post, listed, accounts);
        const notice = {
          title: content.title,
          message: content.message,
          contextMessage: content.contextMessage,
          priority: status === 'failed' ? 2 : 0,
          ...(deps.buttons && content.buttons.length ? { buttons: content.buttons } : {}),
        };
        return { entry, pending: { id: notificationIdOf(post.id, status), notice } };
      });
      if (!pending) return;
      await display(ledgerKey(post.id, status), pending.id, pending.notice);
      deps.log(`notified: post ${post.id} ${status}`);
    },

    /**
     * Tells the person, once per copy, about a second copy of their post the browser made: always shown, whatever
     * the preferences — it is about their account, not a status they chose to hear about.
     */
    async twin(outcome: TwinOutcome, twin: PendingTwin): Promise<void> {
      const pending = await record(twin.id, 'twin', async () => {
        const content = twinContent(outcome, twin, (await accountsCacheItem.get())?.value ?? []);
        const { title, message, contextMessage } = content;
        const notice = { title, message, contextMessage, priority: outcome === 'removed' ? 0 : 2 };
        return { entry: { at: deps.clock.now() }, pending: { id: `${TWIN_PREFIX}${twin.id}`, notice } };
      });
      if (!pending) return;
      await display(ledgerKey(twin.id, 'twin'), pending.id, pending.notice);
      deps.log(`notified: a twin (${twin.id}) of post ${twin.of}, ${outcome}`);
    },

    /**
     * At the worker's start: what a killed worker recorded but did not show is shown now. One the browser still has
     * on screen is only marked shown, so nothing is shown twice.
     */
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
