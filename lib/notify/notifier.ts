/**
 * Desktop notifications for final statuses (docs/design.md §3.5): once per post and status — recorded in
 * the ledger before it is shown, so a worker killed in between can lose one notification but never show one
 * twice — and only for the statuses the person left switched on (options page, "Notifications"). A click on a
 * published post opens the post (when its address is known) or the dashboard `{app_url}`; on a failed one,
 * and on its "Edit and retry" button, the post goes back into the composer.
 */
import { browser } from '@/lib/messaging/browser-api';
import type Browser from 'webextension-polyfill';
import type { Clock } from '@/lib/api/ports';
import { accountsCacheItem, preferencesItem, serviceAddressesItem } from '@/lib/storage/items';
import type { Final } from '@/lib/tracking/observe';
import type { PendingTwin } from '@/lib/tracking/tracked';
import type { TwinOutcome } from '@/lib/tracking/twin-removal';
import { failedContent, postUrlOf, publishedContent, twinContent } from './content';
import { notifiedItem } from './notify-items';
import { ledgerKey, recordNotified, wasNotified } from './ledger';
import { restorableOf } from './restore-draft';
import type { Retry } from './retry';
import { t } from '@/lib/i18n/t';
import { isKind } from '@/lib/errors/kind';
import { SettingsError } from '@/lib/errors/own-errors';

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
      const message = err instanceof Error && isKind(SettingsError, err) ? err.message : t('notify_retry_failed');
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

  return {
    /** Tells the person about a final status, once. */
    async final({ post, record, status }: Final): Promise<void> {
      const ledger = await notifiedItem.get();
      if (wasNotified(ledger, post.id, status)) return;
      const url = status === 'published' ? postUrlOf(record) : undefined;
      await notifiedItem.set(
        recordNotified(ledger, post.id, status, {
          at: deps.clock.now(),
          ...(url ? { url } : {}),
          ...(status === 'failed' ? { restore: restorableOf(post) } : {}),
        }),
      );
      const { notify } = await preferencesItem.get();
      if (!notify[status]) return;
      const accounts = (await accountsCacheItem.get())?.value ?? [];
      const content = status === 'published' ? publishedContent(post, accounts) : failedContent(post, record, accounts);
      const options = {
        type: 'basic' as const,
        iconUrl: browser.runtime.getURL('/icon/128.png'),
        title: content.title,
        message: content.message,
        contextMessage: content.contextMessage,
        priority: status === 'failed' ? 2 : 0,
        ...(deps.buttons && content.buttons.length ? { buttons: content.buttons } : {}),
      };
      await browser.notifications.create(
        notificationIdOf(post.id, status),
        options as Browser.Notifications.CreateNotificationOptions,
      );
      deps.log(`notified: post ${post.id} ${status}`);
    },

    /**
     * Tells the person, once per copy, about a second copy of their post the browser made: always shown, whatever
     * the preferences — it is about their account, not a status they chose to hear about.
     */
    async twin(outcome: TwinOutcome, twin: PendingTwin): Promise<void> {
      const ledger = await notifiedItem.get();
      if (wasNotified(ledger, twin.id, 'twin')) return;
      await notifiedItem.set(recordNotified(ledger, twin.id, 'twin', { at: deps.clock.now() }));
      const content = twinContent(outcome, twin, (await accountsCacheItem.get())?.value ?? []);
      await browser.notifications.create(`${TWIN_PREFIX}${twin.id}`, {
        type: 'basic',
        iconUrl: browser.runtime.getURL('/icon/128.png'),
        title: content.title,
        message: content.message,
        contextMessage: content.contextMessage,
        priority: outcome === 'removed' ? 0 : 2,
      });
      deps.log(`notified: a twin (${twin.id}) of post ${twin.of}, ${outcome}`);
    },

    /** Wires clicks (synchronously at start: a click may be what woke the worker). */
    listen(): void {
      const report = (err: unknown) =>
        deps.log(`a notification click failed: ${err instanceof Error ? err.message : String(err)}`);
      browser.notifications.onClicked.addListener((id) => void clicked(id).catch(report));
      browser.notifications.onButtonClicked.addListener((id, index) => void clicked(id, index).catch(report));
    },
  };
}
