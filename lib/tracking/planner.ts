/**
 * When the tracker reads the post list next, and which tracked posts that read confirms (docs/design.md §3.5:
 * "checks at due time (+ a grace), with backoff if still scheduled, coalescing all posts due near each other
 * into one post-list read … Polling never eats the reserve"). Pure: posts, clock and budget come in, a plan
 * comes out; the tracker turns the plan into one alarm.
 *
 * Reads are scarce — 60 per rolling hour, and each one extends the hour (docs/service-interface.md, Limits,
 * rule 2) — so one read must confirm as many posts as possible:
 * - a post is first checked at its due time + grace, later ones with growing gaps while still scheduled;
 * - posts whose own check falls within `clusterMs` of the earliest one wait for the last of them, so a cluster
 *   of posts due within 5 minutes of each other costs one read when they publish on time;
 * - a relay event (a hint) asks for a read within seconds, hints arriving together share it — but not sooner than
 *   `HINT_PAUSE_MS` after any read, and not more than `HINT_READS_PER_HOUR` times in a rolling hour: anyone who knows
 *   the topic can publish events, and the service counts reads per user, for the person's other tools too;
 * - a post the browser may have sent twice asks for a read 2 minutes after it was created, while a copy can
 *   still be deleted (lib/tracking/twins.ts); such reads share clusters too, but never wait past that moment;
 * - the read is never sent while the budget's background share is spent (the reserve is the person's), nor
 *   before `retryAt` (after a failure, or a 429: then the whole window, Limits rule 4).
 */
import type { Bucket } from '@/lib/api';
import type { TrackedPost, TrackerState } from './tracked';
import { sweepWindow } from './twins';

export interface PlanOptions {
  /** Time the service is given to publish a due post before the first read. */
  graceMs: number;
  /** Posts whose checks fall within this of the earliest share its read ("within 5 minutes"). */
  clusterMs: number;
  /** Gaps after each read that found a post still scheduled; the last one repeats. */
  backoffMs: readonly number[];
  /** How long after a hint the read waits, so that hints arriving together share it. */
  hintDelayMs: number;
  /** Reads of the tracker never follow each other closer than this (a burst of hints costs one read). */
  minGapMs: number;
}

export const DEFAULT_PLAN: PlanOptions = {
  graceMs: 60_000,
  clusterMs: 5 * 60_000,
  // 2, 5, 15, 30 minutes, then hourly: a post the service is slow to publish costs at most a read an hour.
  backoffMs: [2 * 60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000, 60 * 60_000],
  hintDelayMs: 5_000,
  minGapMs: 30_000,
};

/**
 * With a relay the service tells us when a post goes out, so reads without an event can be rare: they are only
 * there in case an event was lost or the webhook is not set up (docs/design.md §3.5: without a relay, polling alone).
 */
export const RELAY_PLAN: PlanOptions = {
  ...DEFAULT_PLAN,
  // An event normally comes within seconds of publishing; the first read without one waits a little longer.
  graceMs: 5 * 60_000,
  backoffMs: [10 * 60_000, 30 * 60_000, 60 * 60_000, 2 * 60 * 60_000],
};

const FALLBACK_WAIT_MS = 60 * 60_000;
const HOUR_MS = 60 * 60_000;
/** After any read, a hint waits this long before it may cause another. */
export const HINT_PAUSE_MS = 2 * 60_000;
/** Reads that hints cause, beyond the plan's own, in any rolling hour. */
export const HINT_READS_PER_HOUR = 6;

/** The earliest moment a hint may cause a read: after the pause, and within the hourly cap. */
function hintFloor(state: Pick<TrackerState, 'lastReadAt' | 'hintReads'>, now: number): number {
  const recent = (state.hintReads ?? []).filter((at) => at > now - HOUR_MS).sort((a, b) => a - b);
  const capped = recent.length >= HINT_READS_PER_HOUR ? recent[recent.length - HINT_READS_PER_HOUR]! + HOUR_MS : 0;
  return Math.max(capped, state.lastReadAt === null ? 0 : state.lastReadAt + HINT_PAUSE_MS);
}

/** The part of the rate budget the planner consults (lib/budget satisfies it). */
export interface BudgetView {
  canSpend(bucket: Bucket, options?: { background?: boolean }): boolean;
  clearsAt(bucket: Bucket): number | null;
}

export interface Plan {
  /** When to read (epoch ms); never before `now`. */
  at: number;
  /** The tracked posts this read is for: every one due by then. */
  covers: number[];
  /** Why the read is not sooner. */
  waitsFor: 'due' | 'hint' | 'budget' | 'retry' | 'gap';
}

/**
 * When this post wants its next read on its own, and whether a relay event is behind it. A hinted post still
 * waits for the posts due up to `clusterMs` after it (their events are on their way), so that the relay keeps
 * a cluster at one read too.
 */
function ownCheckAt(
  post: TrackedPost,
  options: PlanOptions,
  others: readonly TrackedPost[],
  floor: number,
): { at: number; hinted: boolean } {
  const scheduled =
    post.checks === 0 || post.lastCheckAt === null
      ? post.dueAt + options.graceMs
      : post.lastCheckAt + options.backoffMs[Math.min(post.checks - 1, options.backoffMs.length - 1)]!;
  if (post.hintedAt !== null) {
    // Followers not heard of yet are waited for until their own first check, no longer; late ones do not hold it.
    const followers = others.filter(
      (o) => o.checks === 0 && o.dueAt >= post.dueAt && o.dueAt <= post.dueAt + options.clusterMs,
    );
    const tail = Math.max(post.hintedAt, ...followers.map((o) => o.hintedAt ?? o.dueAt + options.graceMs));
    const hinted = Math.max(tail + options.hintDelayMs, floor);
    if (hinted < scheduled) return { at: hinted, hinted: true };
  }
  return { at: scheduled, hinted: false };
}

interface Want {
  post: TrackedPost;
  at: number;
  hinted: boolean;
  /** A read later than this is no use to this want (a twin must be deleted before it is due). */
  deadline: number;
}

/** Each post's own check, and a read looking for its twin while one is still wanted (lib/tracking/twins.ts). */
function wantsOf(posts: readonly TrackedPost[], options: PlanOptions, floor: number): Want[] {
  return posts.flatMap((post) => {
    const own: Want = { post, ...ownCheckAt(post, options, posts, floor), deadline: Number.POSITIVE_INFINITY };
    const sweep = sweepWindow(post);
    return sweep && sweep.at < own.at ? [own, { post, at: sweep.at, hinted: false, deadline: sweep.deadline }] : [own];
  });
}

/** The next read, or null when nothing is tracked. */
export function planNextRead(
  state: Pick<TrackerState, 'posts' | 'lastReadAt' | 'retryAt' | 'hintReads'>,
  now: number,
  budget: BudgetView,
  options: PlanOptions = DEFAULT_PLAN,
): Plan | null {
  if (state.posts.length === 0) return null;
  const wants = wantsOf(state.posts, options, hintFloor(state, now)).sort((a, b) => a.at - b.at);
  const anchor = wants[0]!;
  // A hint waits seconds for company, a due time minutes: both bounded, so nobody waits on a chain of posts.
  const window = anchor.hinted ? options.hintDelayMs : options.clusterMs;
  const cluster = wants.filter((w) => w.at <= anchor.at + window);
  // … and never past the moment a twin in the cluster can still be deleted.
  const deadline = Math.min(...cluster.map((w) => w.deadline));
  let at = Math.max(now, Math.min(deadline, Math.max(...cluster.map((w) => w.at))));
  let waitsFor: Plan['waitsFor'] = anchor.hinted ? 'hint' : 'due';

  if (state.lastReadAt !== null && at < state.lastReadAt + options.minGapMs) {
    at = state.lastReadAt + options.minGapMs;
    waitsFor = 'gap';
  }
  if (state.retryAt !== null && at < state.retryAt) {
    at = state.retryAt;
    waitsFor = 'retry';
  }
  if (!budget.canSpend('read', { background: true })) {
    // Only the reserve is left (or a 429 marked the bucket full): wait until the rolling window clears.
    // clearsAt is null only when the reserve is the whole limit: then try again in an hour, never in a loop.
    const clears = budget.clearsAt('read') ?? now + FALLBACK_WAIT_MS;
    if (clears > at) {
      at = clears;
      waitsFor = 'budget';
    }
  }
  const covers = state.posts
    .filter((p) => p.dueAt <= at || (p.hintedAt !== null && p.hintedAt <= at) || (sweepWindow(p)?.at ?? Infinity) <= at)
    .map((p) => p.id);
  return { at, covers, waitsFor };
}
