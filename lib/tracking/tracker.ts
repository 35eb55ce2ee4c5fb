// The status tracker (docs/design.md §3.5): follows each post Quickpost created until it is final, reading the post
// list only when the planner says so. Every step is saved and steps run one at a time, so a killed worker resumes.
import type { CreatedPost, PostRecord, PostsPage } from '@/lib/api';
import type { NewPost } from '@/lib/service/post';
import { WINDOW_MS } from '@/lib/service/operations';
import type { Clock } from '@/lib/api/ports';
import { postsKey, withPage } from '@/lib/storage/caches';
import { postsCacheItem } from '@/lib/storage/items';
import { createMutex } from '@/lib/outbox/mutex';
import { trackerItem, type PendingTwin, type TrackerState } from '@/lib/storage/tracker-items';
import { observe, pageIsComplete, type Final } from './observe';
import { DEFAULT_PLAN, RELAY_PLAN, nextRelayPoll, planNextRead, type BudgetView } from './planner';
import { RECENT_POSTS_QUERY } from './query';
import { afterFailedRead } from './read-failure';
import type { RelayHint } from './relay-events';
import { trackedFromCreated, withSettled, withTracked } from './tracked';
import { afterFailedDelete, type TwinOutcome } from './twin-removal';
import { lookForTwins } from './twins';
import { logFailure } from '@/lib/errors/data';

/** A hint for a post not due yet is forged or early: the service publishes at the due time (clock skew aside). */
const HINT_SKEW_MS = 2 * 60_000;
/** A post still not final a week after its due time is let go (it would otherwise cost reads forever). */
const GIVE_UP_MS = 7 * 24 * 60 * 60_000;

export type ListPage = { posts: readonly PostRecord[]; total?: number | undefined };

export interface TrackerDeps {
  clock: Clock;
  log(line: string): void;
  listPosts(query: { page: number; perPage: number }): Promise<PostsPage>;
  budget(): Promise<BudgetView>;
  notify(final: Final): Promise<void>;
  wakeAt(when: number | null): Promise<void>;
  relayConfigured(): Promise<boolean>;
  pollRelay(): Promise<void>;
  deletePost(id: number): Promise<void>;
  twin(outcome: TwinOutcome, twin: PendingTwin): Promise<void>;
}

export function createTracker(deps: TrackerDeps) {
  const exclusive = createMutex();
  const load = () => trackerItem.get();
  const save = (state: TrackerState) => trackerItem.set(state);

  const planOptions = async () => ((await deps.relayConfigured()) ? RELAY_PLAN : DEFAULT_PLAN);

  async function apply(
    page: ListPage,
    query: { page?: number; perPage?: number },
    sentAt: number,
  ): Promise<TrackerState> {
    const swept = lookForTwins(await load(), page.posts, { at: sentAt, firstPage: (query.page ?? 1) === 1 });
    const complete = pageIsComplete(page, query.perPage ?? 20, query.page ?? 1);
    const seen = observe(swept.state, { records: page.posts, complete, at: sentAt }, await planOptions());
    for (const final of seen.finals) await deps.notify(final);
    const next = withSettled(
      seen.state,
      [...seen.finals.map((f) => f.post), ...seen.vanished].map((p) => p.id),
    );
    await save(next);
    for (const twin of swept.published) await deps.twin('published', twin);
    return removeTwins(next);
  }

  /** Deletes every twin that is due, one at a time, saving after each so that a killed worker resumes. */
  async function removeTwins(state: TrackerState): Promise<TrackerState> {
    let current = state;
    for (const twin of state.twins ?? []) {
      if (twin.nextAt > deps.clock.now()) continue;
      let next = { outcome: 'removed' } as ReturnType<typeof afterFailedDelete>;
      await deps.deletePost(twin.id).catch((err: unknown) => (next = afterFailedDelete(twin, err, deps.clock.now())));
      const others = (current.twins ?? []).filter((t) => t.id !== twin.id);
      current = { ...current, twins: 'retry' in next ? [...others, next.retry] : others };
      await save(current);
      if ('outcome' in next && next.outcome) await deps.twin(next.outcome, twin);
    }
    return current;
  }

  /**
   * Due posts the first page does not show, when there are more pages (the order is not shown): up to 4 more pages
   * are read, each a read of its own and never the reserve, until every due post was seen.
   */
  async function readDeeper(first: PostsPage, now: number): Promise<void> {
    const { perPage } = RECENT_POSTS_QUERY;
    const seen = new Set(first.posts.map((p) => p.id));
    const last = Math.min(5, first.total === undefined ? 5 : Math.ceil(first.total / perPage));
    for (let page = 2, size = first.posts.length; page <= last && size >= perPage; page += 1) {
      const dueUnseen = (await load()).posts.some((p) => p.dueAt <= now && !seen.has(p.id));
      if (!dueUnseen || !(await deps.budget()).canSpend('read', { background: true })) return;
      const next = await deps.listPosts({ page, perPage });
      next.posts.forEach((p) => seen.add(p.id));
      size = next.posts.length;
      await apply(next, { page, perPage }, now);
    }
  }

  /** A first page kept but not applied (the worker was killed in between) is applied: neither lost nor paid twice. */
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
    const options = await planOptions();
    const budget = await deps.budget();
    const plan = planNextRead(state, now, budget, options);
    if (!plan || plan.at > now) return;
    // A read the plan would not make yet without the hints is theirs: counted against their cap, first page only.
    const unhinted = { ...state, posts: state.posts.map((p) => ({ ...p, hintedAt: null })) };
    const byHint = (planNextRead(unhinted, now, budget, options)?.at ?? Number.POSITIVE_INFINITY) > now;
    if (byHint) {
      const hintReads = [...(state.hintReads ?? []).filter((at) => at > now - WINDOW_MS), now];
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
      await readDeeper(page, now);
    } catch (err) {
      const failed = afterFailedRead(await load(), err, now);
      await save(failed);
      deps.log(
        `tracking read failed (${err instanceof Error ? err.name : 'error'}); next try at ${new Date(failed.retryAt ?? now).toISOString()}`,
      );
    }
  }

  async function replan(): Promise<void> {
    const state = await load();
    const now = deps.clock.now();
    const relay = await deps.relayConfigured();
    const read = planNextRead(state, now, await deps.budget(), relay ? RELAY_PLAN : DEFAULT_PLAN)?.at ?? null;
    const poll = relay ? nextRelayPoll(state.posts, state.relayPolledAt, now) : null;
    const twins = (state.twins ?? []).map((t) => Math.max(t.nextAt, now));
    const times = [read, poll, ...twins].filter((t): t is number => t !== null);
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
    /** `sentWithin`, how long its Create Post took: a read also looks for a twin the browser made of it. */
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

    /** Relay events only ask for a read; a hint already waiting keeps its time, so more cannot push it away. */
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

    observe: (page: ListPage, query: { page?: number; perPage?: number }, sentAt: number) =>
      exclusive(async () => {
        await apply(page, query, sentAt);
        await replan();
      }),

    /** A wake-up: polls the relay (always at start and on the alarm), reads if the plan says so. */
    async run(options: { pollRelay?: 'always' | 'if-due' } = {}): Promise<void> {
      await pollRelay(options.pollRelay === 'always');
      await exclusive(async () => {
        await readIfDue();
        await removeTwins(await load());
        await replan();
      });
    },

    retrySoon: () =>
      exclusive(async () => {
        const state = await load();
        // A 429's window (not a failure) is the budget's to end.
        if (state.retryAt === null || state.failures === 0) return;
        await save({ ...state, failures: 0, retryAt: null });
        await replan();
      }),

    replan: () => exclusive(replan),
    state: load,
  };
}
