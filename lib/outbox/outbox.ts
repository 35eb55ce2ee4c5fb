// The outbox (docs/design.md §3.4): every post is stored before its request leaves, so that a full budget, no network
// or an unknown outcome never loses or doubles it. lib/api retries 500s; the outbox adds the waiting and the memory.
import type { Bucket, CreatedPost, RetryHooks } from '@/lib/api';
import type { Clock } from '@/lib/api/ports';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import type { NewPost } from '../service/post';
import { isFinal, type OutboxEntry } from '../storage/outbox-entry';
import { outboxItem } from '../storage/outbox-item';
import { nextAfterCheck, nextAfterSend, sentFrom } from './transitions';
import { findInPostList, type PostsPageLike } from './match';
import { createMutex } from './mutex';
import { newEntries, pruned, type NewEntriesOptions } from './entries';
import { isHeld } from './hold';

export interface OutboxDeps {
  clock: Clock;
  createPost(post: NewPost, retries?: RetryHooks): Promise<CreatedPost>;
  /** Never a cached page: it must show what the service has now. */
  listPosts(page: number): Promise<PostsPageLike>;
  canSpend(bucket: Bucket): boolean | Promise<boolean>;
  newId(): string;
  /** The new entry is stored, not yet sent: the composer's draft may now be cleared. */
  onStored?(entry: OutboxEntry): void | Promise<void>;
  onChange?(entry: OutboxEntry, all: OutboxEntry[]): void | Promise<void>;
}

export interface SendOptions extends NewEntriesOptions {
  place?: Place | undefined;
}

/** Steps a run gives one entry: send → check → send again. */
const MAX_STEPS = 3;

/** "Add to queue": may move the post to the schedule's next free slot. */
type Place = (post: NewPost, entries: OutboxEntry[]) => Promise<NewPost>;

export function createOutbox(deps: OutboxDeps) {
  const { clock } = deps;
  const exclusive = createMutex();
  /** Sends waiting to try again after a 5xx, by entry id: Cancel aborts the retries to come. */
  const retrying = new Map<string, AbortController>();

  async function save(entry: OutboxEntry): Promise<OutboxEntry> {
    const all = await outboxItem.get();
    const next = all.some((e) => e.id === entry.id) ? all.map((e) => (e.id === entry.id ? entry : e)) : [...all, entry];
    await outboxItem.set(next);
    await deps.onChange?.(entry, next);
    return entry;
  }

  /** Offline is always worth a try (it fails fast, spends nothing); a window waits for room in the mirror. */
  async function isDue(entry: OutboxEntry): Promise<boolean> {
    if (entry.state !== 'queued' && entry.state !== 'checking') return false;
    if (isHeld(entry) && entry.holdUntil! > clock.now()) return false;
    if (entry.wait?.reason !== 'window') return true;
    return deps.canSpend(entry.state === 'checking' ? 'read' : 'write');
  }

  async function check(entry: OutboxEntry): Promise<OutboxEntry> {
    const claimed = new Set(
      (await outboxItem.get()).flatMap((e) => (e.result?.postId != null ? [e.result.postId] : [])),
    );
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
    for (const entry of await outboxItem.get()) {
      if (await isDue(entry)) await process(entry);
    }
  }

  const ready = exclusive(async () => {
    // A 'sending' entry found at start was cut off mid-request: whether the service got it is unknown.
    const all = await outboxItem.get();
    for (const entry of all.filter((e) => e.state === 'sending'))
      await save({ ...entry, state: 'checking', wait: undefined });
  });

  /**
   * Stores the posts, then sends them; resolves with their states after this attempt. `place` runs under the lock,
   * so two posts queued at once (two windows) are placed one after the other; a group takes one slot for all.
   */
  async function sendGroup(posts: NewPost[], { place, ...options }: SendOptions = {}): Promise<OutboxEntry[]> {
    await ready;
    return exclusive(async () => {
      const now = clock.now();
      const stored = await outboxItem.get();
      const when = place && (await place({ ...posts[0]!, accounts: posts.flatMap((p) => p.accounts) }, stored)).when;
      const placed = when ? posts.map((post) => ({ ...post, when })) : posts;
      const entries = newEntries(placed, options, stored, now, deps.newId);
      await outboxItem.set([...pruned(await outboxItem.get(), now), ...entries]);
      await deps.onStored?.(entries[0]!);
      for (const entry of entries) await deps.onChange?.(entry, await outboxItem.get());
      await runDue();
      const after = await outboxItem.get();
      return entries.map((entry) => after.find((e) => e.id === entry.id) ?? entry);
    });
  }

  return {
    send: async (post: NewPost, options: SendOptions = {}): Promise<OutboxEntry> =>
      (await sendGroup([post], options))[0]!,
    sendGroup,
    /**
     * Takes back a held post with its whole group, under the lock, so never one whose request has left; null (nothing
     * taken) when any of them is no longer held.
     */
    undo: async (id: string): Promise<OutboxEntry | null> => {
      await ready;
      return exclusive(async () => {
        const all = await outboxItem.get();
        const group = all.find((e) => e.id === id)?.group ?? id;
        const taken = all.filter((e) => e.id === id || e.group === group);
        if (taken.length === 0 || !taken.every(isHeld)) return null;
        const next = all.filter((e) => !taken.includes(e));
        await outboxItem.set(next);
        for (const entry of taken) await deps.onChange?.(entry, next);
        return taken[0]!;
      });
    },
    run: async () => {
      await ready;
      await exclusive(runDue);
    },
    list: async () => {
      await ready;
      return outboxItem.get();
    },
    /** Not while its outcome is open: removing a 'sending' or 'checking' entry could let a post be sent twice. */
    remove: async (id: string): Promise<OutboxEntry[]> => {
      await ready;
      return exclusive(async () => {
        const all = await outboxItem.get();
        const entry = all.find((e) => e.id === id);
        if (entry && (entry.state === 'sending' || entry.state === 'checking')) {
          throw new QuickpostError('outbox_busy');
        }
        const next = all.filter((e) => e.id !== id);
        await outboxItem.set(next);
        return next;
      });
    },
    /** Not under the lock: the send holds it while it waits. The send then ends as refused. */
    cancelRetry: (id: string): boolean => {
      const controller = retrying.get(id);
      if (!controller) return false;
      controller.abort();
      return true;
    },
    /** When something waiting should be looked at again, for the alarm. */
    nextWake: async (): Promise<number | undefined> => {
      const times = (await outboxItem.get()).flatMap((e) => {
        if (isHeld(e)) return [e.holdUntil!];
        return !isFinal(e) && e.wait?.until !== undefined ? [e.wait.until] : [];
      });
      return times.length ? Math.min(...times) : undefined;
    },
  };
}
