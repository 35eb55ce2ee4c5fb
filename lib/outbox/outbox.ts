/**
 * The outbox (docs/design.md §3.4): every post stored before its request leaves, so that a full budget, no network or
 * an unknown outcome never loses or doubles it. lib/api already retries 500s; the outbox adds the waiting and the
 * memory. Clock, API and storage are injected, so every path is unit-tested.
 */
import type { Bucket, CreatedPost, RetryHooks } from '@/lib/api';
import type { Clock } from '@/lib/api/ports';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import type { NewPost } from '../service/post';
import { isFinal, type OutboxEntry } from '../storage/outbox-entry';
import { nextAfterCheck, nextAfterSend, sentFrom } from './transitions';
import { findInPostList, type PostsPageLike } from './match';
import { createMutex } from './mutex';
import { newEntries, pruned, type NewEntriesOptions } from './entries';
import { heldAt, isHeld } from './hold';

interface OutboxStore {
  load(): Promise<OutboxEntry[]>;
  save(entries: OutboxEntry[]): Promise<void>;
}

export interface OutboxDeps {
  clock: Clock;
  store: OutboxStore;
  /** Create Post through lib/api; `retries` hears of each wait after a 5xx and can cancel the rest. */
  createPost(post: NewPost, retries?: RetryHooks): Promise<CreatedPost>;
  /** A fresh page of the post list (never a cached one: it must show what the service has now). */
  listPosts(page: number): Promise<PostsPageLike>;
  /** Whether the rate mirror has room in `bucket` now (no request is made). */
  canSpend(bucket: Bucket): boolean | Promise<boolean>;
  newId(): string;
  /** Called once the new entry is stored, before it is sent: the composer's draft may now be cleared. */
  onStored?(entry: OutboxEntry): void | Promise<void>;
  /** Called after every saved change (alarms, pages watching storage). */
  onChange?(entry: OutboxEntry, all: OutboxEntry[]): void | Promise<void>;
}

export interface SendOptions extends NewEntriesOptions {
  place?: Place | undefined;
}

/** A run gives one entry at most this many steps (send → check → send again). */
const MAX_STEPS = 3;

/** "Add to queue": may move the post to the schedule's next free slot (lib/background/queue.ts). */
type Place = (post: NewPost, entries: OutboxEntry[]) => Promise<NewPost>;

export function createOutbox(deps: OutboxDeps) {
  const { clock, store } = deps;
  const exclusive = createMutex();
  /** The sends now waiting to try again after a 5xx, by entry id: Cancel aborts the retries to come. */
  const retrying = new Map<string, AbortController>();

  async function save(entry: OutboxEntry): Promise<OutboxEntry> {
    const all = await store.load();
    const next = all.some((e) => e.id === entry.id) ? all.map((e) => (e.id === entry.id ? entry : e)) : [...all, entry];
    await store.save(next);
    await deps.onChange?.(entry, next);
    return entry;
  }

  /** Waiting for the window: due once the mirror has room. Offline: always worth a try (fails fast, spends nothing). */
  async function isDue(entry: OutboxEntry): Promise<boolean> {
    if (entry.state !== 'queued' && entry.state !== 'checking') return false;
    if (heldAt(entry, clock.now())) return false; // waiting for Undo
    if (!entry.wait) return true;
    if (entry.wait.reason === 'offline') return true;
    return deps.canSpend(entry.state === 'checking' ? 'read' : 'write');
  }

  async function check(entry: OutboxEntry): Promise<OutboxEntry> {
    const claimed = new Set((await store.load()).flatMap((e) => (e.result?.postId != null ? [e.result.postId] : [])));
    const attemptAt = entry.attemptAt ?? entry.createdAt;
    try {
      const found = await findInPostList(deps.listPosts, entry.post, attemptAt, claimed);
      return save(
        found
          ? sentFrom(entry, { postId: found.id, via: 'post-list' }, found, clock.now())
          : { ...entry, state: 'queued', wait: undefined },
      );
    } catch (err) {
      return save(nextAfterCheck(entry, err, clock.now()));
    }
  }

  async function send(entry: OutboxEntry): Promise<OutboxEntry> {
    // Saved before the request: a worker killed from here on leaves a 'sending' entry, read as "outcome unknown".
    const sending = await save({
      ...entry,
      state: 'sending',
      attemptAt: clock.now(),
      attempts: entry.attempts + 1,
      wait: undefined,
      holdUntil: undefined,
    });
    const cancel = new AbortController();
    retrying.set(entry.id, cancel);
    try {
      const created = await deps.createPost(entry.post, {
        signal: cancel.signal,
        // Said while it waits: "The service had a problem (error 500) — trying again in 4 s (attempt 3 of 5)".
        onWait: async (wait) => void (await save({ ...sending, retry: wait })),
      });
      return save(sentFrom(sending, { postId: created.id, via: 'answer' }, created, clock.now()));
    } catch (err) {
      // The Undo wait is over once a request was tried: a post kept for the network is no longer Undo's.
      return save({ ...nextAfterSend(sending, entry, err, clock.now()), holdUntil: undefined });
    } finally {
      retrying.delete(entry.id);
    }
  }

  async function process(entry: OutboxEntry): Promise<OutboxEntry> {
    let current = entry;
    for (let step = 0; step < MAX_STEPS; step += 1) {
      current = current.state === 'checking' ? await check(current) : await send(current);
      // Made to wait, or done: the next wake-up (alarm, `online`, a page) takes it from here.
      if (current.wait || isFinal(current)) break;
    }
    return current;
  }

  async function runDue(): Promise<void> {
    for (const entry of await store.load()) {
      if (await isDue(entry)) await process(entry);
    }
  }

  const ready = exclusive(async () => {
    // A 'sending' entry found at start was cut off mid-request: whether the service got it is unknown.
    const all = await store.load();
    for (const entry of all.filter((e) => e.state === 'sending'))
      await save({ ...entry, state: 'checking', wait: undefined });
  });

  /** A queued group takes one slot for all its posts: placed as one post to all of their accounts. */
  async function placeTogether(posts: NewPost[], stored: OutboxEntry[], place: Place): Promise<NewPost[]> {
    const placed = await place({ ...posts[0]!, accounts: posts.flatMap((p) => p.accounts) }, stored);
    return posts.map((post) => ({ ...post, when: placed.when }));
  }

  /**
   * Stores the posts (entries.ts), then sends them; resolves with their states after this attempt. `place`, for a
   * post added to the queue, may move it to another slot: it runs under the lock, seeing every stored entry, so two
   * posts queued at once (two windows) are placed one after the other.
   */
  async function sendGroup(posts: NewPost[], { place, ...options }: SendOptions = {}): Promise<OutboxEntry[]> {
    await ready;
    return exclusive(async () => {
      const now = clock.now();
      const stored = await store.load();
      const placed = place ? await placeTogether(posts, stored, place) : posts;
      const entries = newEntries(placed, options, stored, now, deps.newId);
      await store.save([...pruned(await store.load(), now), ...entries]);
      await deps.onStored?.(entries[0]!);
      for (const entry of entries) await deps.onChange?.(entry, await store.load());
      await runDue();
      const after = await store.load();
      return entries.map((entry) => after.find((e) => e.id === entry.id) ?? entry);
    });
  }

  return {
    /** Settles what a previous life left mid-request, then sends whatever is due. */
    start: async () => {
      await ready;
      await exclusive(runDue);
    },
    /**
     * Stores the post, then sends it; resolves with its state after this attempt. `id`, when the page chose one
     * (to follow the entry while it is sent and retried), is taken unless an entry has it already. `place`, for a
     * post added to the queue, may move it to another slot: it runs under the lock, seeing every stored entry, so
     * two posts queued at once (two windows) are placed one after the other. `holdMs`: the Undo wait — the entry
     * is stored held and sent by the first run after it (lib/outbox/hold.ts).
     */
    send: async (post: NewPost, options: SendOptions = {}): Promise<OutboxEntry> =>
      (await sendGroup([post], options))[0]!,
    sendGroup,
    /**
     * Undo: takes back a post still held — with every post of its group — under the lock, so never one whose request
     * has left. `id` is an entry's or a group's. Resolves with the entry taken back (its draft goes back to the
     * composer), or null when any of them is no longer held (sent, or on its way): nothing is taken back then.
     */
    undo: async (id: string): Promise<OutboxEntry | null> => {
      await ready;
      return exclusive(async () => {
        const all = await store.load();
        const group = all.find((e) => e.id === id)?.group ?? id;
        const taken = all.filter((e) => e.id === id || e.group === group);
        if (taken.length === 0 || !taken.every(isHeld)) return null;
        const next = all.filter((e) => !taken.includes(e));
        await store.save(next);
        for (const entry of taken) await deps.onChange?.(entry, next);
        return taken[0]!;
      });
    },
    /** Sends whatever is due (alarm, `online` event, a page opening). */
    run: async () => {
      await ready;
      await exclusive(runDue);
    },
    list: async () => {
      await ready;
      return store.load();
    },
    /**
     * Removes an entry the person takes back (cancel) or has seen (final). Not while its outcome is open:
     * removing a 'sending' or 'checking' entry could let the same post be sent twice.
     */
    remove: async (id: string): Promise<OutboxEntry[]> => {
      await ready;
      return exclusive(async () => {
        const all = await store.load();
        const entry = all.find((e) => e.id === id);
        if (entry && (entry.state === 'sending' || entry.state === 'checking')) {
          throw new QuickpostError('outbox_busy');
        }
        const next = all.filter((e) => e.id !== id);
        await store.save(next);
        return next;
      });
    },
    /**
     * Cancels the retries of a post waiting to be tried again after a 5xx (not under the lock: the send holds it
     * while it waits). The send then ends as refused, with a sentence, and the post goes back to the composer.
     * False when the post is not waiting for a retry.
     */
    cancelRetry: (id: string): boolean => {
      const controller = retrying.get(id);
      if (!controller) return false;
      controller.abort();
      return true;
    },
    /** When something waiting should be looked at again (epoch ms), for the alarm; undefined when nothing waits. */
    nextWake: async (): Promise<number | undefined> => {
      const times = (await store.load()).flatMap((e) => {
        if (isHeld(e)) return [e.holdUntil!];
        return !isFinal(e) && e.wait?.until !== undefined ? [e.wait.until] : [];
      });
      return times.length ? Math.min(...times) : undefined;
    },
  };
}
