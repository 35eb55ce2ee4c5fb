// The outbox in the background: lib/outbox given real storage, the service, the budget and the browser's wake-ups —
// its alarm re-created at every start, since the browser may clear alarms on restart (docs/stack-notes.md).
import { browser } from '@/lib/storage/browser-api';
import type { Handlers } from '@/lib/messaging';
import { draftItem } from '@/lib/storage/draft-item';
import type { Draft } from '@/lib/draft/draft';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { nextDraft } from '@/lib/draft/next-draft';
import { createOutbox } from '@/lib/outbox/outbox';
import { holdMsOf, isHeld } from '@/lib/outbox/hold';
import type { Retry } from '@/lib/notify/retry';
import { preferencesItem } from '@/lib/storage/page-items';
import { createUndoNotice } from './undo-notice';
import type { BudgetService } from './budget-service';
import type { Queue } from './queue';
import type { BackgroundDeps } from './deps';
import type { ServiceAccess } from './service-access';
import type { Writes } from './writes';

export const OUTBOX_ALARM = 'quickpost-outbox';
/** Alarms fire no sooner than 30 s after they are set (docs/stack-notes.md); shorter waits also get a timer. */
export const ALARM_FLOOR_MS = 30_000;

/** The draft handed to the outbox is cleared — unless the person changed it since (then it is theirs again). */
async function clearHandedDraft(entry: OutboxEntry, now: number): Promise<void> {
  const stored = await draftItem.get();
  if (!stored || !entry.draft || stored.updatedAt !== entry.draft.updatedAt) return;
  // The accounts and "when" stay (docs/design.md §3.2); stamped newer, so open composers take it.
  const { defaultAccounts } = await preferencesItem.get();
  await draftItem.set({ ...nextDraft(stored, defaultAccounts, now), updatedAt: Math.max(now, stored.updatedAt + 1) });
}

export function createOutboxService(
  deps: Pick<BackgroundDeps, 'clock' | 'log'>,
  {
    access,
    budget,
    writes,
    queue,
    retry,
  }: {
    access: ServiceAccess;
    budget: BudgetService;
    writes: Writes;
    queue: Queue;
    retry: Retry;
  },
) {
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function scheduleWake(when: number | undefined): Promise<void> {
    clearTimeout(timer);
    if (when === undefined) return void (await browser.alarms.clear(OUTBOX_ALARM));
    await browser.alarms.create(OUTBOX_ALARM, { when: Math.max(when, deps.clock.now() + 1000) });
    // The Undo wait is a few seconds: a timer sends it on time. A worker that dies first leaves the entry stored, and
    // the alarm (or the next start) sends it — once, since the outbox's lock and 'sending' state stand between runs.
    const delay = when - deps.clock.now();
    if (delay < ALARM_FLOOR_MS) timer = setTimeout(() => void run(), Math.max(0, delay));
  }

  const outbox = createOutbox({
    clock: deps.clock,
    createPost: (post, retries) => writes.createPost(post, retries),
    // Never the cache: only a fresh list says whether the post arrived.
    listPosts: (page) => access.withApi((api) => api.listPosts({ page })),
    canSpend: async (bucket) => (await budget.get()).canSpend(bucket),
    newId: () => crypto.randomUUID(),
    onStored: (entry) => clearHandedDraft(entry, deps.clock.now()),
    onChange: async (entry, all) => {
      if (entry.state === 'failed')
        deps.log(`a post went back to the composer (${entry.error?.status ?? 'no status'})`);
      await scheduleWake(await outbox.nextWake());
      const now = all.find((e) => e.id === entry.id);
      // A group is held and undone together: one notification, the first post's.
      if (now?.group && now.id !== `${now.group}/1`) return;
      await (now && isHeld(now) ? undoNotice.show(now) : undoNotice.gone(entry.id)).catch(() =>
        deps.log('the Undo notification could not be shown'),
      );
    },
  });
  const undoNotice = createUndoNotice({ ...deps, retry, undo: (id) => outbox.undo(id) });

  // Set again after every run: a timer that fired a moment early must not leave a held post to the alarm's 30 s.
  const run = () =>
    outbox
      .run()
      .then(async () => scheduleWake(await outbox.nextWake()))
      .catch((err: unknown) => deps.log(`the outbox could not run: ${err instanceof Error ? err.name : 'error'}`));

  const sendOptions = async ({ draft, id, queue: queued }: { draft?: unknown; id?: string; queue?: boolean }) => ({
    draft: draft as Draft | undefined,
    id,
    place: queued ? queue.place : undefined,
    holdMs: holdMsOf((await preferencesItem.get()).undoSeconds),
  });

  const handlers = {
    'outbox.send': async ({ post, ...options }) => ({ entry: await outbox.send(post, await sendOptions(options)) }),
    'outbox.sendGroup': async ({ posts, ...options }) => ({
      entries: await outbox.sendGroup(posts, await sendOptions(options)),
    }),
    'outbox.undo': async ({ id }) => ({ entry: await outbox.undo(id) }),
    'outbox.status': async () => {
      void run(); // a page opening is a good moment to send what is due
      return { entries: await outbox.list() };
    },
    'outbox.remove': async ({ id }) => ({ entries: await outbox.remove(id) }),
    'outbox.cancelRetry': async ({ id }) => ({ cancelled: outbox.cancelRetry(id) }),
  } satisfies Partial<Handlers>;

  return {
    handlers,
    /** Wires the wake-ups synchronously, so an alarm that woke the worker finds its listener; then settles and sends. */
    start(): void {
      undoNotice.listen();
      browser.alarms.onAlarm.addListener((alarm) => {
        if (alarm.name === OUTBOX_ALARM) void run();
      });
      globalThis.addEventListener?.('online', () => void run());
      void run();
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
