/**
 * Hearing back, assembled for the background: the tracker, the relay follower, the notifier and "Edit and retry",
 * wired to the tracker's alarm (re-created at every start), notification clicks and storage changes.
 */
import { browser } from '@/lib/storage/browser-api';
import type { CreatedPost } from '@/lib/api';
import type { NewPost } from '@/lib/service/post';
import type { BudgetService } from '@/lib/background/budget-service';
import type { BackgroundDeps } from '@/lib/background/deps';
import type { Session } from '@/lib/background/session';
import type { Writes } from '@/lib/background/writes';
import { twinWindow } from '@/lib/background/write-times';
import { hasContent } from '@/lib/draft/next-draft';
import { draftItem } from '@/lib/storage/draft-item';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { outboxItem } from '@/lib/storage/outbox-item';
import { credentialItem, postsCacheItem } from '@/lib/storage/items';
import { preferencesItem } from '@/lib/storage/page-items';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { notifiedItem } from '@/lib/notify/notify-items';
import { ledgerKey } from '@/lib/notify/ledger';
import { createNotifier } from '@/lib/notify/notifier';
import { openComposerOn } from '@/lib/background/open-composer';
import { restorableOf, restorableOfRecord } from '@/lib/notify/restore-draft';
import { createRetry } from '@/lib/notify/retry';
import { parseRelayUrl } from '../tracking/ntfy';
import { createRelayFollower } from '../tracking/relay-follower';
import { createTracker, type ListPage } from '../tracking/tracker';
import { logFailure } from '@/lib/errors/data';

export const TRACK_ALARM = 'quickpost-track';
/** Alarms fire no sooner than 30 s after they are set (docs/stack-notes.md); shorter waits also get a timer. */
const ALARM_FLOOR_MS = 30_000;

export function createTracking(
  deps: Pick<BackgroundDeps, 'clock' | 'fetch' | 'log'>,
  services: { session: Session; budget: BudgetService; writes: Pick<Writes, 'deletePost'> },
) {
  const relayUrl = async () => (await preferencesItem.get()).relayUrl;
  const relayConfigured = async () => parseRelayUrl(await relayUrl()) !== null;
  // Edit and retry opens the same composer a menu click does, on no particular tab.
  const retry = createRetry({
    clock: deps.clock,
    log: deps.log,
    openComposer: async () => void (await openComposerOn(undefined)),
  });
  const isFirefox = typeof (browser.runtime as { getBrowserInfo?: unknown }).getBrowserInfo === 'function';
  const notifier = createNotifier({ clock: deps.clock, log: deps.log, retry, buttons: !isFirefox });
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tracker = createTracker({
    clock: deps.clock,
    log: deps.log,
    // A page read with a credential that was changed meanwhile is another person's (or nobody's): not applied.
    listPosts: (query) =>
      services.session.withApi(async (api, current) => {
        const page = await api.listPosts(query, { background: true });
        if (!current()) throw new QuickpostError('not_connected');
        return page;
      }),
    budget: () => services.budget.get(),
    notify: (final) => notifier.final(final),
    relayConfigured,
    pollRelay: () => follower.catchUp(),
    deletePost: (id) => services.writes.deletePost(id),
    twin: (outcome, twin) => notifier.twin(outcome, twin),
    async wakeAt(when) {
      clearTimeout(timer);
      if (when === null) {
        await browser.alarms.clear(TRACK_ALARM);
        return;
      }
      const delay = Math.max(1000, when - deps.clock.now());
      // Relative, so the alarm keeps its meaning whatever clock the browser schedules it by.
      await browser.alarms.create(TRACK_ALARM, { delayInMinutes: delay / 60_000 });
      // A timer does not keep the worker alive; if it dies first, the alarm does the same a little later.
      if (delay < ALARM_FLOOR_MS) timer = setTimeout(() => void run('if-due'), delay);
    },
  });

  const follower = createRelayFollower({
    clock: deps.clock,
    log: deps.log,
    fetch: deps.fetch,
    relayUrl,
    onHints: (hints) => tracker.hint(hints),
  });

  const report = (what: string) => logFailure(deps.log, what);
  const run = (pollRelay: 'always' | 'if-due') => tracker.run({ pollRelay }).catch(report('tracking'));

  async function trackSent(entries: readonly OutboxEntry[]): Promise<void> {
    for (const entry of entries) {
      const result = entry.result;
      if (entry.state !== 'sent' || !result || result.postId === null) continue;
      // A post the browser may have sent twice is looked at for a twin (lib/tracking/twins.ts).
      const { attemptAt, finishedAt } = entry;
      const within =
        attemptAt !== undefined && finishedAt !== undefined ? await twinWindow(attemptAt, finishedAt) : undefined;
      await tracker.track(
        { id: result.postId, scheduled_date: result.scheduledDate, timezone: result.timezone },
        entry.post,
        within,
        entry.group,
      );
    }
  }

  /** What "Edit and retry" restores for a post: our copy from its notification, else the listed record. */
  async function restorableFor(id: number) {
    const noted = (await notifiedItem.get())[ledgerKey(id, 'failed')]?.restore;
    if (noted) return noted;
    const tracked = (await tracker.state()).posts.find((p) => p.id === id);
    if (tracked) return restorableOf(tracked);
    const record = Object.values(await postsCacheItem.get())
      .flatMap((page) => page.value.posts)
      .find((p) => p.id === id);
    if (record) return restorableOfRecord(record);
    throw new QuickpostError('retry_not_listed');
  }

  return {
    handlers: {
      // Asked from the popup or the composer tab, whose composer adopts the new draft at once: nothing to open.
      'posts.retry': async ({ id }: { id: number }) => retry.restore(await restorableFor(id), { open: false }),
    },

    /** A post created outside the outbox (the raw create request) is tracked the same way. */
    track: (created: CreatedPost, post: NewPost, sentWithin: number | undefined) =>
      tracker.track(created, post, sentWithin).catch(report('tracking a new post')),

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

    /** For tests: whether the relay stream is kept open. */
    following: () => follower.following(),
  };
}

export type Tracking = ReturnType<typeof createTracking>;
