/**
 * The status tracker (docs/design.md §3.5): follows each post Quickpost created until it is final, reading the post
 * list only when the planner says so. Every step is saved and steps run one at a time, so a killed worker resumes.
 */
import type { CreatedPost, PostRecord, PostsPage } from '@/lib/api';
import type { NewPost } from '@/lib/service/post';
import type { Clock } from '@/lib/api/ports';
import { postsKey, withPage } from '@/lib/storage/caches';
import { postsCacheItem } from '@/lib/storage/items';
import { createMutex } from '@/lib/outbox/mutex';
import { trackerItem } from './tracker-items';
import { observe, pageIsComplete, type Final } from './observe';
import { DEFAULT_PLAN, RELAY_PLAN, planNextRead, type BudgetView } from './planner';
import { RECENT_POSTS_QUERY } from './query';
import { readDeeper } from './deeper-read';
import { afterFailedRead } from './read-failure';
import { nextRelayPoll } from './relay-plan';
import type { RelayHint } from './relay-events';
import { trackedFromCreated, withSettled, withTracked, type PendingTwin, type TrackerState } from './tracked';
import { nextTwinTry, removeDueTwins, type TwinOutcome } from './twin-removal';
import { lookForTwins } from './twins';
import { logFailure } from '@/lib/errors/data';

/** A hint for a post not due yet is forged or early: the service publishes at the due time (clock skew aside). */
const HINT_SKEW_MS = 2 * 60_000;
const HOUR_MS = 60 * 60_000;
/** A post still not final a week after its due time is let go (it would otherwise cost reads forever). */
const GIVE_UP_MS = 7 * 24 * 60 * 60_000;

/** A page of the post list: its records, and the total when the service gave one. */
export interface ListPage {
  posts: readonly PostRecord[];
  total?: number | undefined;
}

export interface TrackerDeps {
  clock: Clock;
  log(line: string): void;
  /** One page of the post list, as background work (never the reserve). */
  listPosts(query: { page: number; perPage: number }): Promise<PostsPage>;
  budget(): Promise<BudgetView>;
  notify(final: Final): Promise<void>;
  /** The one wake-up: the alarm (and, for waits under the alarms' 30 s floor, a timer while the worker lives). */
  wakeAt(when: number | null): Promise<void>;
  /** Whether a relay is set up (then events are expected, and the relay is polled around due times). */
  relayConfigured(): Promise<boolean>;
  /** Polls the relay (`since=` the last event handled); its hints come back through `hint`. */
  pollRelay(): Promise<void>;
  /** Delete Post (a write), for a twin the browser made (lib/tracking/twins.ts). */
  deletePost(id: number): Promise<void>;
  /** Tells the person, once, what became of a twin. */
  twin(outcome: TwinOutcome, twin: PendingTwin): Promise<void>;
}

export function createTracker(deps: TrackerDeps) {
  const exclusive = createMutex();
  const load = () => trackerItem.get();
  const save = (state: TrackerState) => trackerItem.set(state);

  async function settleFinals(state: TrackerState, finals: Final[], vanished: number[]): Promise<TrackerState> {
    for (const final of finals) await deps.notify(final);
    const next = withSettled(state, [...finals.map((f) => f.post.id), ...vanished]);
    await save(next);
    return next;
  }

  /** What a page of the list says about the tracked posts, and about twins of them. */
  async function apply(
    page: ListPage,
    query: { page?: number; perPage?: number },
    sentAt: number,
  ): Promise<TrackerState> {
    const swept = lookForTwins(await load(), page.posts, { at: sentAt, firstPage: (query.page ?? 1) === 1 });
    const complete = pageIsComplete(page, query.perPage ?? 20, query.page ?? 1);
    const options = (await deps.relayConfigured()) ? RELAY_PLAN : DEFAULT_PLAN;
    const seen = observe(swept.state, { records: page.posts, complete, at: sentAt }, options);
    const next = await settleFinals(
      seen.state,
      seen.finals,
      seen.vanished.map((p) => p.id),
    );
    for (const twin of swept.published) await deps.twin('published', twin);
    return removeTwins(next);
  }

  /** Deletes the twins that are due (each try is saved before the person is told). */
  const removeTwins = (state: TrackerState) =>
    removeDueTwins(state, { now: () => deps.clock.now(), deletePost: deps.deletePost, tell: deps.twin, save });

  /**
   * A first page kept after the tracker's last read and not applied yet (the worker was killed between reading and
   * notifying) is applied now, so its answer is neither lost nor paid for twice. The minimum gap then counts from it.
   */
  async function applyKept(): Promise<void> {
    const kept = (await postsCacheItem.get())[postsKey(RECENT_POSTS_QUERY)];
    const { posts, lastReadAt } = await load();
    if (!kept || posts.length === 0 || kept.fetchedAt <= (lastReadAt ?? Number.NEGATIVE_INFINITY)) return;
    await apply(kept.value, RECENT_POSTS_QUERY, kept.fetchedAt);
    await save({ ...(await load()), lastReadAt: kept.fetchedAt });
  }

  async function readIfDue(): Promise<void> {
    await applyKept();
    let state = await load();
    const now = deps.clock.now();
    const stale = state.posts.filter((p) => now - p.dueAt > GIVE_UP_MS).map((p) => p.id);
    if (stale.length) {
      deps.log(`stopped tracking ${stale.length} post(s) still not final a week after their time`);
      state = withSettled(state, stale);
      await save(state);
    }
    const relay = await deps.relayConfigured();
    const options = relay ? RELAY_PLAN : DEFAULT_PLAN;
    const budget = await deps.budget();
    const plan = planNextRead(state, now, budget, options);
    if (!plan || plan.at > now) return;
    // A read the plan would not make yet without the hints is theirs: counted against their cap, first page only.
    const unhinted = { ...state, posts: state.posts.map((p) => ({ ...p, hintedAt: null })) };
    const byHint = (planNextRead(unhinted, now, budget, options)?.at ?? Number.POSITIVE_INFINITY) > now;
    if (byHint) {
      const hintReads = [...(state.hintReads ?? []).filter((at) => at > now - HOUR_MS), now];
      await save({ ...state, hintReads });
    }
    try {
      const page = await deps.listPosts(RECENT_POSTS_QUERY);
      // The page is kept before it is applied: a worker killed in between applies it when it wakes (applyKept).
      await postsCacheItem.set(
        withPage(await postsCacheItem.get(), postsKey(RECENT_POSTS_QUERY), { fetchedAt: now, value: page }),
      );
      await apply(page, RECENT_POSTS_QUERY, now);
      await save({ ...(await load()), lastReadAt: now, failures: 0, retryAt: null });
      if (byHint) return;
      await readDeeper(page, {
        listPosts: deps.listPosts,
        dueUnseen: async (seen) => (await load()).posts.some((p) => p.dueAt <= now && !seen.has(p.id)),
        canRead: async () => (await deps.budget()).canSpend('read', { background: true }),
        apply: (next, query) => apply(next, query, now),
      });
    } catch (err) {
      const failed = afterFailedRead(await load(), err, now);
      await save(failed);
      deps.log(
        `tracking read failed (${err instanceof Error ? err.name : 'error'}); next try at ${new Date(failed.retryAt ?? now).toISOString()}`,
      );
    }
  }

  /** Sets the wake-up to the next read or relay poll. */
  async function replan(): Promise<void> {
    const state = await load();
    const now = deps.clock.now();
    const relay = await deps.relayConfigured();
    const read = planNextRead(state, now, await deps.budget(), relay ? RELAY_PLAN : DEFAULT_PLAN)?.at ?? null;
    const poll = relay ? nextRelayPoll(state.posts, state.relayPolledAt, now) : null;
    const twin = nextTwinTry(state);
    const times = [read, poll, twin === null ? null : Math.max(twin, now)].filter((t): t is number => t !== null);
    await deps.wakeAt(times.length ? Math.min(...times) : null);
  }

  async function pollRelay(always: boolean): Promise<void> {
    if (!(await deps.relayConfigured())) return;
    const due = await exclusive(async () => {
      const state = await load();
      const now = deps.clock.now();
      const at = nextRelayPoll(state.posts, state.relayPolledAt, now);
      if (!always && (at === null || at > now)) return false;
      await save({ ...state, relayPolledAt: now });
      return true;
    });
    if (due) await deps.pollRelay().catch(logFailure(deps.log, 'relay poll'));
  }

  return {
    /**
     * Starts tracking a post the service accepted (the outbox reports each one; repeats are harmless). With
     * `sentWithin` (how long its Create Post took), a read also looks for a twin the browser made of it. `group`: the
     * outbox group of a draft customised per network.
     */
    track: (
      created: Pick<CreatedPost, 'id'> & Partial<CreatedPost>,
      post: NewPost,
      sentWithin?: number,
      group?: string,
    ) =>
      exclusive(async () => {
        const state = await load();
        const next = withTracked(
          state,
          trackedFromCreated(created as CreatedPost, post, deps.clock.now(), sentWithin, group),
        );
        if (next === state) return;
        await save(next);
        await replan();
      }),

    /**
     * Relay events: each names a post and only asks for a read; the read decides. A post not tracked, or not due,
     * is left alone; a hint already waiting keeps its time, so that more events cannot push its read away (the
     * planner paces and caps these reads).
     */
    hint: (hints: readonly RelayHint[]) =>
      exclusive(async () => {
        const state = await load();
        const now = deps.clock.now();
        const named = new Set(hints.map((h) => h.postId));
        const hinted = new Set(
          state.posts
            .filter((p) => named.has(p.id) && p.dueAt <= now + HINT_SKEW_MS && p.hintedAt === null)
            .map((p) => p.id),
        );
        if (hinted.size === 0) return;
        await save({ ...state, posts: state.posts.map((p) => (hinted.has(p.id) ? { ...p, hintedAt: now } : p)) });
        await replan();
      }),

    /** A page of the list read for the person: it confirms tracked posts without a read of our own. */
    observe: (page: ListPage, query: { page?: number; perPage?: number }, sentAt: number) =>
      exclusive(async () => {
        await apply(page, query, sentAt);
        await replan();
      }),

    /**
     * A wake-up: polls the relay (always at start and on the alarm; when due on a short timer), reads
     * if the plan says so, sets the next wake-up.
     */
    async run(options: { pollRelay?: 'always' | 'if-due' } = {}): Promise<void> {
      await pollRelay(options.pollRelay === 'always');
      await exclusive(async () => {
        await readIfDue();
        await removeTwins(await load());
        await replan();
      });
    },

    /** The person just connected, or the network came back: a read waiting out a failure may go now. */
    retrySoon: () =>
      exclusive(async () => {
        const state = await load();
        // Only a wait after a failure is cut short; a 429's window (not a failure) is the budget's to end.
        if (state.retryAt === null || state.failures === 0) return;
        await save({ ...state, failures: 0, retryAt: null });
        await replan();
      }),

    replan: () => exclusive(replan),
    state: load,
  };
}
