// Hearing back, assembled for the background: the tracker, the relay follower, the notifier and "Edit and retry",
// wired to the tracker's alarm (re-created at every start), notification clicks and storage changes.
import { browser } from '@/lib/storage/browser-api';
import { hasContent } from '@/lib/draft/next-draft';
import { draftItem } from '@/lib/storage/draft-item';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { outboxItem } from '@/lib/storage/outbox-item';
import { credentialItem, postsCacheItem } from '@/lib/storage/items';
import { preferencesItem } from '@/lib/storage/page-items';
import { notifiedItem } from '@/lib/storage/notify-items';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { logFailure } from '@/lib/errors/data';
import { ledgerKey } from '@/lib/notify/ledger';
import { createNotifier } from '@/lib/notify/notifier';
import { restorableOf, restorableOfRecord } from '@/lib/notify/restore-draft';
import type { Retry } from '@/lib/notify/retry';
import { parseRelayUrl } from '@/lib/tracking/topic';
import { createRelayFollower } from '@/lib/tracking/relay-follower';
import { createTracker, type ListPage } from '@/lib/tracking/tracker';
import type { BudgetService } from './budget-service';
import type { BackgroundDeps } from './deps';
import { ALARM_FLOOR_MS } from './outbox-service';
import type { ServiceAccess } from './service-access';
import type { Writes } from './writes';
import { mayHaveReused } from './write-times';

export const TRACK_ALARM = 'quickpost-track';

export function createTracking(
  deps: Pick<BackgroundDeps, 'clock' | 'fetch' | 'log'>,
  { access, budget, writes, retry }: { access: ServiceAccess; budget: BudgetService; writes: Writes; retry: Retry },
) {
  const relayUrl = async () => (await preferencesItem.get()).relayUrl;
  const notifier = createNotifier({ ...deps, retry, buttons: !import.meta.env.FIREFOX });
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tracker = createTracker({
    ...deps,
    // A page read with a credential changed meanwhile is another person's (or nobody's): not applied.
    listPosts: (query) =>
      access.withApi(async (api, current) => {
        const page = await api.listPosts(query, { background: true });
        if (!current()) throw new QuickpostError('not_connected');
        return page;
      }),
    budget: () => budget.get(),
    notify: (final) => notifier.final(final),
    relayConfigured: async () => parseRelayUrl(await relayUrl()) !== null,
    pollRelay: () => follower.catchUp(),
    deletePost: (id) => writes.deletePost(id),
    twin: (outcome, twin) => notifier.twin(outcome, twin),
    async wakeAt(when) {
      clearTimeout(timer);
      if (when === null) return void (await browser.alarms.clear(TRACK_ALARM));
      const delay = Math.max(1000, when - deps.clock.now());
      // Relative, so the alarm keeps its meaning whatever clock the browser schedules it by.
      await browser.alarms.create(TRACK_ALARM, { delayInMinutes: delay / 60_000 });
      if (delay < ALARM_FLOOR_MS) timer = setTimeout(() => void run('if-due'), delay);
    },
  });

  const follower = createRelayFollower({ ...deps, relayUrl, onHints: (hints) => tracker.hint(hints) });

  const report = (what: string) => logFailure(deps.log, what);
  const run = (pollRelay: 'always' | 'if-due') => tracker.run({ pollRelay }).catch(report('tracking'));

  async function trackSent(entries: readonly OutboxEntry[]): Promise<void> {
    for (const { state, result, attemptAt, finishedAt, post, group } of entries) {
      if (state !== 'sent' || !result || result.postId === null) continue;
      // A post the browser may have sent twice is looked at for a twin: it was out `within` this long.
      const within =
        attemptAt !== undefined && finishedAt !== undefined && (await mayHaveReused(attemptAt, finishedAt))
          ? finishedAt - attemptAt
          : undefined;
      const created = { id: result.postId, scheduled_date: result.scheduledDate, timezone: result.timezone };
      await tracker.track(created, post, within, group);
    }
  }

  /** Our copy from its notification, else the tracked post, else the listed record. */
  async function restorableFor(id: number) {
    const noted = (await notifiedItem.get())[ledgerKey(id, 'failed')]?.restore;
    if (noted) return noted;
    const tracked = (await tracker.state()).posts.find((p) => p.id === id);
    if (tracked) return restorableOf(tracked);
    const pages = Object.values(await postsCacheItem.get());
    const record = pages.flatMap((page) => page.value.posts).find((p) => p.id === id);
    if (record) return restorableOfRecord(record);
    throw new QuickpostError('retry_not_listed');
  }

  return {
    handlers: {
      // Asked from the popup or the composer tab, whose composer adopts the new draft at once: nothing to open.
      'posts.retry': async ({ id }: { id: number }) => retry.restore(await restorableFor(id), { open: false }),
    },

    /** A page of the list read for the person confirms tracked posts for free. */
    observe: (page: ListPage, query: { page?: number; perPage?: number }, sentAt: number) =>
      tracker.observe(page, query, sentAt).catch(report('reading the list for tracking')),

    /** Wires every listener synchronously (an alarm or a click may be what woke the worker), then catches up. */
    start(): void {
      notifier.listen();
      browser.alarms.onAlarm.addListener((alarm) => {
        if (alarm.name !== TRACK_ALARM) return;
        void follower.follow();
        void run('always');
      });
      outboxItem.watch((entries) => void trackSent(entries).catch(report('tracking a sent post')));
      draftItem.watch((draft) => {
        if (!draft || !hasContent(draft)) void retry.bringBack().catch(report('bringing a draft back'));
      });
      preferencesItem.watch(() => {
        void follower.follow();
        void tracker.replan().catch(report('replanning'));
      });
      // Connected again, or back online: a read that waited out a failure may go now.
      credentialItem.watch((credential) => {
        if (credential) void tracker.retrySoon().catch(report('retrying'));
      });
      globalThis.addEventListener?.('online', () => {
        void tracker.retrySoon().catch(report('retrying'));
        void follower.follow();
      });
      // A notification a killed worker recorded but did not show is shown first.
      void notifier.recover().catch(report('showing notifications a restart cut short'));
      void (async () => {
        await trackSent(await outboxItem.get());
        await retry.bringBack();
        void follower.follow();
        await run('always');
      })().catch(report('starting tracking'));
    },
  };
}

export type Tracking = ReturnType<typeof createTracking>;
