/** What the client needs from outside, defined here so that it depends on nothing above it (lib/budget). */
import type { Bucket } from '../service/operations';

export interface Clock {
  now(): number; // epoch ms
}

export interface SpendOptions {
  /** Work nobody asked for just now (status polling): it may not spend the reserve. */
  background?: boolean;
}

export interface BudgetGate {
  /** Counts one request of `bucket` now, or throws BudgetExhaustedError without counting. */
  spend(bucket: Bucket, options?: SpendOptions): Promise<void>;
  /** After a 429 the bucket is full for a whole window: resolves with when it clears (async: a page proxies it). */
  markFull(bucket: Bucket): Promise<number>;
}
