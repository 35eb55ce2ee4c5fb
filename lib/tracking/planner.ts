// When the tracker reads the post list next (pure). Reads are scarce (60 a rolling hour, each extending it): one read
// confirms every post due near another; hints are paced and capped, since anyone who knows the topic can send them;
// the read never spends the person's reserve, nor goes before `retryAt` (docs/design.md §3.5).
import type { Budget } from '@/lib/budget/budget';
import { WINDOW_MS } from '@/lib/service/operations';
import type { TrackedPost, TrackerState } from '@/lib/storage/tracker-items';
import { sweepWindow } from './twins';

export interface PlanOptions {
  /** Time the service is given to publish a due post before the first read. */
  graceMs: number;
  /** Posts whose checks fall within this of the earliest share its read. */
  clusterMs: number;
  /** Gaps after each read that found a post still scheduled; the last one repeats. */
  backoffMs: readonly number[];
  /** How long after a hint the read waits, so that hints arriving together share it. */
  hintDelayMs: number;
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

/** With a relay, reads without an event are only there in case one was lost. */
export const RELAY_PLAN: PlanOptions = {
  ...DEFAULT_PLAN,
  // An event normally comes within seconds of publishing; the first read without one waits a little longer.
  graceMs: 5 * 60_000,
  backoffMs: [10 * 60_000, 30 * 60_000, 60 * 60_000, 2 * 60 * 60_000],
};

/** After any read, a hint waits this long before it may cause another. */
export const HINT_PAUSE_MS = 2 * 60_000;
/** Reads that hints cause, beyond the plan's own, in any rolling hour. */
export const HINT_READS_PER_HOUR = 6;

/** The earliest moment a hint may cause a read: after the pause, and within the hourly cap. */
function hintFloor(state: Pick<TrackerState, 'lastReadAt' | 'hintReads'>, now: number): number {
  const recent = (state.hintReads ?? []).filter((at) => at > now - WINDOW_MS).sort((a, b) => a - b);
  const capped = recent.length >= HINT_READS_PER_HOUR ? recent[recent.length - HINT_READS_PER_HOUR]! + WINDOW_MS : 0;
  return Math.max(capped, state.lastReadAt === null ? 0 : state.lastReadAt + HINT_PAUSE_MS);
}

export type BudgetView = Pick<Budget, 'canSpend' | 'clearsAt'>;

export interface Plan {
  at: number;
  covers: number[];
  waitsFor: 'due' | 'hint' | 'budget' | 'retry' | 'gap';
}

/** A hinted post still waits for the posts due up to `clusterMs` after it: their events are on their way. */
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
  /** A twin must be deleted before its post is due. */
  deadline: number;
}

function wantsOf(posts: readonly TrackedPost[], options: PlanOptions, floor: number): Want[] {
  return posts.flatMap((post) => {
    const own: Want = { post, ...ownCheckAt(post, options, posts, floor), deadline: Number.POSITIVE_INFINITY };
    const sweep = sweepWindow(post);
    return sweep && sweep.at < own.at ? [own, { post, at: sweep.at, hinted: false, deadline: sweep.deadline }] : [own];
  });
}

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
    // clearsAt is null only when the reserve is the whole limit: then an hour, never a loop.
    const clears = budget.clearsAt('read') ?? now + WINDOW_MS;
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

/** The service publishes at the due time and its webhook follows within seconds. */
const RELAY_DELAY_MS = 20_000;

/**
 * The next relay poll — it costs no read but wakes the worker — shortly after each due time, then less and less often
 * while a post is overdue; null when nothing tracked needs one.
 */
export function nextRelayPoll(posts: readonly TrackedPost[], polledAt: number | null, now: number): number | null {
  const times = posts.map((post) => {
    const first = post.dueAt + RELAY_DELAY_MS;
    if (polledAt === null || polledAt < first) return first;
    const late = now - post.dueAt;
    return polledAt + (late < 10 * 60_000 ? 60_000 : late < WINDOW_MS ? 5 * 60_000 : 15 * 60_000);
  });
  return times.length ? Math.min(...times) : null;
}
