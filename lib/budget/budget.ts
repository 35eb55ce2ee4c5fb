/**
 * The rate budget: a persisted mirror of the user's read and write buckets (docs/design.md §3.4), so that the
 * client never sends a request it knows the service would refuse with 429. Pure apart from its injected
 * clock and storage; create one per background (the only context that calls the service).
 */
import { BudgetExhaustedError } from '../errors/service';
import type { Bucket } from '../service/operations';
import { parseState, type BudgetState, type BudgetStorage } from './state';
import { afterRequest, clearsAt, markedFull, settle } from './window';
import type { BudgetGate, Clock, SpendOptions } from '../api/ports';

export interface BudgetOptions {
  clock: Clock;
  storage: BudgetStorage;
  /** Requests per window (Limits: 60 reads, 30 writes); configurable because the sandbox can run with others. */
  limits?: Record<Bucket, number>;
  /** Requests of each bucket that background work may not spend. Default: see defaultReserve. */
  reserve?: Partial<Record<Bucket, number>>;
  /** Rolling window length: "clears about 60 minutes later". */
  windowMs?: number;
  /**
   * Extra wait before trusting that a window has cleared. The interface says "about" 60 minutes, and one 429
   * costs a whole window, so the mirror waits a little longer than the service (tests against the sandbox,
   * whose window is exact, set 0).
   */
  marginMs?: number;
  /** Told when saving fails; spending goes on from memory (a full disk must not stop the person posting). */
  onSaveError?: (err: unknown) => void;
}

const DEFAULT_LIMITS: Record<Bucket, number> = { read: 60, write: 30 };
export const WINDOW_MS = 60 * 60 * 1000;
const DEFAULT_MARGIN_MS = 60 * 1000;

/**
 * Reads kept for the person: a sixth of the limit, 10 of 60. What one hand-driven session may cost within an
 * hour while polling has run the bucket down: opening the popup with stale caches (accounts, posts, first
 * media page: 3), a refresh or two (3), a few media pages or analytics (3), checking a new key (1). Polling
 * coalesces posts due together into one posts read with backoff, so 50 reads an hour is far more than it
 * needs. Writes have no reserve: every write is something the person asked for (the outbox only delivers it).
 */
export function defaultReserve(limits: Record<Bucket, number>): Record<Bucket, number> {
  return { read: Math.round(limits.read / 6), write: 0 };
}

export type Budget = Awaited<ReturnType<typeof createBudget>>;

/** Loads the stored mirror and returns the budget. Spend decisions are synchronous in memory, hence serialised. */
export async function createBudget(options: BudgetOptions) {
  const { clock, storage } = options;
  const limits = options.limits ?? DEFAULT_LIMITS;
  const reserve = { ...defaultReserve(limits), ...options.reserve };
  const span = (options.windowMs ?? WINDOW_MS) + (options.marginMs ?? DEFAULT_MARGIN_MS);
  let state: BudgetState = parseState(await storage.load().catch(() => undefined));
  let saving: Promise<void> = Promise.resolve();

  /** Saves are chained so an older snapshot never lands after a newer one. */
  function persist(): Promise<void> {
    const snapshot = state;
    saving = saving.then(() => storage.save(snapshot)).catch((err: unknown) => options.onSaveError?.(err));
    return saving;
  }

  const usedNow = (bucket: Bucket) => settle(state[bucket], clock.now(), span).used;
  const ceiling = (bucket: Bucket, opts?: SpendOptions) => limits[bucket] - (opts?.background ? reserve[bucket] : 0);

  const budget = {
    limits,
    reserve,
    /** Whether one more request of `bucket` fits now. */
    canSpend(bucket: Bucket, opts?: SpendOptions): boolean {
      return usedNow(bucket) < ceiling(bucket, opts);
    },
    /** Requests left in the window ("41 reads left"); for background work, those above the reserve. */
    remaining(bucket: Bucket, opts?: SpendOptions): number {
      return Math.max(0, ceiling(bucket, opts) - usedNow(bucket));
    },
    /** Requests counted in the current window. */
    used: usedNow,
    /** When the window clears if nothing more is sent (epoch ms), or null when it is already clear. */
    clearsAt(bucket: Bucket): number | null {
      return clearsAt(state[bucket], clock.now(), span);
    },
    /** Counts a request that was sent (every request extends the window, whatever its answer). */
    record(bucket: Bucket): Promise<void> {
      state = { ...state, [bucket]: afterRequest(state[bucket], clock.now(), span) };
      return persist();
    },
    async spend(bucket: Bucket, opts?: SpendOptions): Promise<void> {
      // Check and count in one synchronous step: two calls racing for the last unit cannot both get it.
      if (!budget.canSpend(bucket, opts)) {
        const retryAt = budget.clearsAt(bucket) ?? clock.now() + span;
        throw new BudgetExhaustedError({ bucket, retryAt, reserveOnly: budget.canSpend(bucket) });
      }
      await budget.record(bucket);
    },
    async markFull(bucket: Bucket): Promise<number> {
      const now = clock.now();
      state = { ...state, [bucket]: markedFull(state[bucket], limits[bucket], now, span) };
      await persist();
      return now + span;
    },
    /** A copy of the mirror, for display and tests. */
    snapshot(): BudgetState {
      return structuredClone(state);
    },
  } satisfies BudgetGate & Record<string, unknown>;
  return budget;
}
