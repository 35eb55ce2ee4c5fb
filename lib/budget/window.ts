// One rate bucket as the service counts it (docs/service-interface.md, Limits, rule 2): it clears about 60 minutes
// after the last request of its kind, so the state is the count and the last request's time (or the 429's), saved.
import { z } from 'zod/mini';

const BucketState = z.object({
  used: z.number().check(z.refine(Number.isSafeInteger), z.nonnegative()),
  lastAt: z.nullable(z.number()),
});
export type BucketState = z.infer<typeof BucketState>;

/** The persisted form: the background can be killed at any moment, so the mirror is saved after every change. */
export const BudgetState = z.object({ version: z.literal(1), read: BucketState, write: BucketState });
export type BudgetState = z.infer<typeof BudgetState>;

export const EMPTY_BUCKET: BucketState = { used: 0, lastAt: null };

/** Cleared when `spanMs` passed since the last request; a `lastAt` in the future (clock set back) counts as now. */
export function settle(bucket: BucketState, now: number, spanMs: number): BucketState {
  if (bucket.lastAt === null) return EMPTY_BUCKET;
  const lastAt = Math.min(bucket.lastAt, now);
  return now - lastAt >= spanMs ? EMPTY_BUCKET : { used: bucket.used, lastAt };
}

/** Counted, and the window extended to start again from now. */
export function afterRequest(bucket: BucketState, now: number, spanMs: number): BucketState {
  return { used: settle(bucket, now, spanMs).used + 1, lastAt: now };
}

/** After a 429: full "until 60 minutes after now" (docs/design.md §3.4). */
export function markedFull(bucket: BucketState, limit: number, now: number, spanMs: number): BucketState {
  return { used: Math.max(limit, settle(bucket, now, spanMs).used), lastAt: now };
}

/** When the counter clears if no further request is made; null when there is nothing to clear. */
export function clearsAt(bucket: BucketState, now: number, spanMs: number): number | null {
  const settled = settle(bucket, now, spanMs);
  return settled.lastAt === null ? null : settled.lastAt + spanMs;
}

/** The stored value, or an empty state when it is missing or unreadable (a 429 then corrects the mirror). */
export function parseState(raw: unknown): BudgetState {
  return BudgetState.safeParse(raw).data ?? { version: 1, read: EMPTY_BUCKET, write: EMPTY_BUCKET };
}
