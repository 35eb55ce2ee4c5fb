/**
 * What the API client needs from the outside, defined here so that it depends on nothing above it: a clock,
 * and a gate that counts each request against the rate budget before it leaves (lib/budget implements it).
 */
import type { Bucket } from '../service/operations';

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export interface SpendOptions {
  /** Work nobody asked for just now (status polling): it may not spend the reserve. */
  background?: boolean;
}

/** The part of the budget the API client needs: spend before sending, and learn from a 429. */
export interface BudgetGate {
  /** Counts one request of `bucket` now, or throws BudgetExhaustedError without counting. */
  spend(bucket: Bucket, options?: SpendOptions): Promise<void>;
  /**
   * After a 429: the bucket is full until a whole window passes (docs/design.md §3.4). Resolves with when it
   * clears (epoch ms), for the error to tell the person; async so that a page can proxy it over messaging.
   */
  markFull(bucket: Bucket): Promise<number>;
}
