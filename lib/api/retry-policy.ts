/**
 * The interface's retry table (docs/service-interface.md, Errors → Retry guidance), as data.
 */
import type { RetryAdvice } from '../errors/data';
import { isApiHttpError, isBudgetExhaustedError } from '../errors/service';

/** What a status tells the caller to do. */
export function retryAdviceFor(status: number): RetryAdvice {
  if (status === 429) return 'after-window'; // rolling window: wait for it to clear
  if (status === 403) return 'new-credential'; // "Do not retry with the same credential"
  if (status === 409) return 'after-state-change'; // "Do not retry until the state changes"
  // 500 → exponential backoff. Other 5xx (502/503/504 from a proxy in front of the service) mean the same
  // "service trouble", so they get the same treatment.
  if (status >= 500) return 'backoff';
  return 'never'; // 400, 401, 404, 413, 415, 422: "Do not retry unchanged"
}

/** Delays before the retries after a 500: "Exponential backoff (1s, 2s, 4s, 8s)". */
export const SERVER_ERROR_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

/**
 * Reads may retry a lost connection a couple of times (nothing changes on the service); writes never do,
 * because the request may have arrived (docs/design.md §3.4: the outbox checks the post list first).
 */
export const READ_NETWORK_DELAYS_MS = [1000, 2000] as const;

/**
 * Jitter spreads retries of many clients apart. It only lengthens a delay (by up to a quarter), so a retry
 * never comes sooner than the interface's schedule.
 */
export function withJitter(delayMs: number, random: () => number): number {
  return Math.round(delayMs * (1 + 0.25 * random()));
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * When a bucket has room again after `err`: the mirror's own refusal or a 429 says when ("Back off … rolling
 * window"); a 429 that does not is taken as an hour. Undefined for any other error.
 */
export function windowClearsAt(err: unknown, now: number): number | undefined {
  if (isBudgetExhaustedError(err)) return err.retryAt;
  if (isApiHttpError(err) && err.status === 429) return err.retryAt ?? now + HOUR_MS;
  return undefined;
}
