/**
 * The outbox in the background (docs/design.md §3.4): lib/outbox's state machine given the real storage, the
 * session's API client (through `writes.createPost`, which also updates the post cache), the one budget, and
 * the browser's wake-ups — an alarm at the moment something waiting should be looked at again (re-created at
 * every start: "alarms … may be cleared on browser restart", docs/stack-notes.md), the `online` event, and every
 * page that asks for the outbox's status.
 */
import browser from 'webextension-polyfill';
import type { Handlers } from '@/lib/messaging';
import { draftItem } from '@/lib/storage/draft-item';
import { emptyDraft, type Draft } from '@/lib/draft/draft';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { outboxItem } from '@/lib/storage/outbox-item';
import { createOutbox } from '@/lib/outbox/outbox';
import type { BudgetService } from './budget-service';
import type { Queue } from './queue';
import type { BackgroundDeps } from './deps';
import type { Session } from './session';
import type { Writes } from './writes';

export const OUTBOX_ALARM = 'quickpost-outbox';

/** The draft handed to the outbox is cleared — unless the person changed it since (then it is theirs again). */
async function clearHandedDraft(entry: OutboxEntry, now: number): Promise<void> {
  const stored = await draftItem.get();
  const handed = entry.draft;
  if (!stored || !handed || stored.updatedAt !== handed.updatedAt) return;
  // The last choice of accounts stays (docs/design.md §3.2). Stamped now, so open composers take it as the newest.
  await draftItem.set({ ...emptyDraft(stored.accounts), updatedAt: Math.max(now, stored.updatedAt + 1) });
}

export function createOutboxService(
  deps: Pick<BackgroundDeps, 'clock' | 'log'>,
  services: { session: Session; budget: BudgetService; writes: Writes; queue?: Queue },
) {
  const { session, budget, writes, queue } = services;

  async function scheduleWake(when: number | undefined): Promise<void> {
    if (when === undefined) {
      await browser.alarms.clear(OUTBOX_ALARM);
      return;
    }
    // Alarms may not fire sooner than 30 s in a packed extension; the browser rounds up by itself.
    await browser.alarms.create(OUTBOX_ALARM, { when: Math.max(when, deps.clock.now() + 1000) });
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
    onChange: async (entry) => {
      if (entry.state === 'failed') deps.log(`a post went back to the composer (${entry.error?.status ?? 'no status'})`);
      await scheduleWake(await outbox.nextWake());
    },
  });

  const run = () =>
    outbox.run().catch((err: unknown) => deps.log(`the outbox could not run: ${err instanceof Error ? err.name : 'error'}`));

  const handlers = {
    'outbox.send': async ({ post, draft, id, queue: queued }) => ({
      entry: await outbox.send(post, draft as Draft | undefined, id, queued && queue ? queue.place : undefined),
    }),
    'outbox.sendGroup': async ({ posts, draft, id, queue: queued }) => ({
      entries: await outbox.sendGroup(posts, draft as Draft | undefined, id, queued && queue ? queue.place : undefined),
    }),
    'outbox.status': async () => {
      void run(); // a page opening is a good moment to send what is due
      return { entries: await outbox.list() };
    },
    'outbox.remove': async ({ id }) => ({ entries: await outbox.remove(id) }),
    'outbox.cancelRetry': async ({ id }) => ({ cancelled: outbox.cancelRetry(id) }),
  } satisfies Pick<Handlers, 'outbox.send' | 'outbox.sendGroup' | 'outbox.status' | 'outbox.remove' | 'outbox.cancelRetry'>;

  return {
    outbox,
    handlers,
    /** Wires the wake-ups (synchronously, so an alarm that woke the worker finds its listener), then settles and sends. */
    start(): void {
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
