// The rate budget: a persisted mirror of the user's read and write buckets (docs/design.md §3.4), so that the client
// never sends a request the service would refuse with 429. One per background, the only context that calls the service.
import { BudgetExhaustedError } from '../errors/service';
import { WINDOW_MS, type Bucket } from '../service/operations';
import { afterRequest, clearsAt, markedFull, parseState, settle, type BudgetState } from './window';
import type { BudgetGate, Clock, SpendOptions } from '../api/ports';

/** The background passes its `storage.local` item, tests a variable: no browser API here. */
export interface BudgetStorage {
  load(): Promise<unknown>;
  save(state: BudgetState): Promise<void>;
}

export interface BudgetOptions {
  clock: Clock;
  storage: BudgetStorage;
  /** Requests per window (Limits: 60 reads, 30 writes); the sandbox can run with others. */
  limits?: Record<Bucket, number>;
  /** Requests of each bucket that background work may not spend. */
  reserve?: Partial<Record<Bucket, number>>;
  windowMs?: number;
  /** The window is "about" 60 minutes and a 429 costs a whole one, so the mirror waits a little longer (sandbox: 0). */
  marginMs?: number;
  /** Told when saving fails; spending goes on from memory (a full disk must not stop the person posting). */
  onSaveError?: (err: unknown) => void;
}

const DEFAULT_LIMITS: Record<Bucket, number> = { read: 60, write: 30 };
const DEFAULT_MARGIN_MS = 60 * 1000;

/**
 * Reads kept for the person, 10 of 60: what one hand-driven hour costs after polling ran the bucket down (stale
 * caches 3, refreshes 3, media pages or analytics 3, a new key 1). Every write is the person's: no reserve.
 */
export function defaultReserve(limits: Record<Bucket, number>): Record<Bucket, number> {
  return { read: Math.round(limits.read / 6), write: 0 };
}

export type Budget = Awaited<ReturnType<typeof createBudget>>;

/** Spend decisions are synchronous in memory, hence serialised. */
export async function createBudget(options: BudgetOptions) {
  const { clock, storage } = options;
  const limits = options.limits ?? DEFAULT_LIMITS;
  const reserve = { ...defaultReserve(limits), ...options.reserve };
  const span = (options.windowMs ?? WINDOW_MS) + (options.marginMs ?? DEFAULT_MARGIN_MS);
  let state: BudgetState = parseState(await storage.load().catch(() => undefined));
  let saving: Promise<void> = Promise.resolve();

  // Saves are chained so an older snapshot never lands after a newer one.
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
    canSpend(bucket: Bucket, opts?: SpendOptions): boolean {
      return usedNow(bucket) < ceiling(bucket, opts);
    },
    /** Requests left in the window ("41 reads left"); for background work, those above the reserve. */
    remaining(bucket: Bucket, opts?: SpendOptions): number {
      return Math.max(0, ceiling(bucket, opts) - usedNow(bucket));
    },
    used: usedNow,
    /** When the window clears if nothing more is sent; null when it is already clear. */
    clearsAt(bucket: Bucket): number | null {
      return clearsAt(state[bucket], clock.now(), span);
    },
    /** Every request sent extends the window, whatever its answer. */
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
    snapshot(): BudgetState {
      return structuredClone(state);
    },
  } satisfies BudgetGate & Record<string, unknown>;
  return budget;
}
