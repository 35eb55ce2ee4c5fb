/**
 * The outbox in the background (docs/design.md §3.4): lib/outbox's state machine given real storage, the session's
 * client, the one budget and the browser's wake-ups — its alarm re-created at every start, since the browser may
 * clear alarms on restart (docs/stack-notes.md).
 */
import { browser } from '@/lib/storage/browser-api';
import type { Handlers } from '@/lib/messaging';
import { draftItem } from '@/lib/storage/draft-item';
import type { Draft } from '@/lib/draft/draft';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { outboxItem } from '@/lib/storage/outbox-item';
import { nextDraft } from '@/lib/draft/next-draft';
import { createOutbox } from '@/lib/outbox/outbox';
import { holdMsOf, isHeld } from '@/lib/outbox/hold';
import { preferencesItem } from '@/lib/storage/page-items';
import { createUndoNotice } from './undo-notice';
import type { BudgetService } from './budget-service';
import type { Queue } from './queue';
import type { BackgroundDeps } from './deps';
import type { Session } from './session';
import type { Writes } from './writes';

export const OUTBOX_ALARM = 'quickpost-outbox';
/** Alarms fire no sooner than 30 s after they are set (docs/stack-notes.md); shorter waits also get a timer. */
const ALARM_FLOOR_MS = 30_000;

/** The draft handed to the outbox is cleared — unless the person changed it since (then it is theirs again). */
async function clearHandedDraft(entry: OutboxEntry, now: number): Promise<void> {
  const stored = await draftItem.get();
  const handed = entry.draft;
  if (!stored || !handed || stored.updatedAt !== handed.updatedAt) return;
  // The last choices stay — accounts (unless the settings name defaults) and "when" (docs/design.md §3.2, §3.7).
  // Stamped now, so open composers take it as the newest.
  const { defaultAccounts } = await preferencesItem.get();
  await draftItem.set({ ...nextDraft(stored, defaultAccounts, now), updatedAt: Math.max(now, stored.updatedAt + 1) });
}

export function createOutboxService(
  deps: Pick<BackgroundDeps, 'clock' | 'log'>,
  services: { session: Session; budget: BudgetService; writes: Writes; queue?: Queue },
) {
  const { session, budget, writes, queue } = services;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function scheduleWake(when: number | undefined): Promise<void> {
    clearTimeout(timer);
    if (when === undefined) {
      await browser.alarms.clear(OUTBOX_ALARM);
      return;
    }
    // Alarms may not fire sooner than 30 s in a packed extension; the browser rounds up by itself.
    await browser.alarms.create(OUTBOX_ALARM, { when: Math.max(when, deps.clock.now() + 1000) });
    // The Undo wait is a few seconds: a timer sends it on time. It does not keep the worker alive; a worker that
    // dies first leaves the entry stored with its due time, and the alarm (or the next start) sends it — once,
    // since the outbox's lock and its 'sending' state stand between two runs.
    const delay = when - deps.clock.now();
    if (delay < ALARM_FLOOR_MS) timer = setTimeout(() => void run(), Math.max(0, delay));
  }

  const outbox = createOutbox({
    clock: deps.clock,
    store: { load: () => outboxItem.get(), save: (entries) => outboxItem.set(entries) },
    createPost: (post, retries) => writes.createPost(post, retries),
    // Straight from the service, never the cache: only a fresh list says whether the post arrived.
    listPosts: (page) => session.withApi((api) => api.listPosts({ page })),
    canSpend: async (bucket) => (await budget.get()).canSpend(bucket),
    newId: () => crypto.randomUUID(),
    onStored: (entry) => clearHandedDraft(entry, deps.clock.now()),
    onChange: async (entry, all) => {
      if (entry.state === 'failed')
        deps.log(`a post went back to the composer (${entry.error?.status ?? 'no status'})`);
      await scheduleWake(await outbox.nextWake());
      const now = all.find((e) => e.id === entry.id);
      // A group's posts are held and undone together: one notification, the first post's (its Undo takes the group).
      if (now?.group && now.id !== `${now.group}/1`) return;
      await (now && isHeld(now) ? undoNotice.show(now) : undoNotice.gone(entry.id)).catch(() =>
        deps.log('the Undo notification could not be shown'),
      );
    },
  });
  const undoNotice = createUndoNotice({ clock: deps.clock, log: deps.log, undo: (id) => outbox.undo(id) });

  // The wake-up is set again after every run: a timer that fired a moment early (nothing due, nothing changed) must
  // not leave a held post to the alarm's 30 s.
  const run = () =>
    outbox
      .run()
      .then(async () => scheduleWake(await outbox.nextWake()))
      .catch((err: unknown) => deps.log(`the outbox could not run: ${err instanceof Error ? err.name : 'error'}`));

  /** How a page's send is kept: with its draft (for a refusal's return), its Undo wait, and its queue slot if queued. */
  const sendOptions = async ({ draft, id, queue: queued }: { draft?: unknown; id?: string; queue?: boolean }) => ({
    draft: draft as Draft | undefined,
    id,
    place: queued && queue ? queue.place : undefined,
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
  } satisfies Pick<
    Handlers,
    'outbox.send' | 'outbox.sendGroup' | 'outbox.undo' | 'outbox.status' | 'outbox.remove' | 'outbox.cancelRetry'
  >;

  return {
    outbox,
    handlers,
    /** Wires the wake-ups (synchronously, so an alarm that woke the worker finds its listener), then settles and sends. */
    start(): void {
      undoNotice.listen();
      browser.alarms.onAlarm.addListener((alarm) => {
        if (alarm.name === OUTBOX_ALARM) void run();
      });
      globalThis.addEventListener?.('online', () => void run());
      void outbox
        .start()
        .then(async () => scheduleWake(await outbox.nextWake()))
        .catch((err: unknown) => deps.log(`the outbox could not start: ${err instanceof Error ? err.name : 'error'}`));
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
