/** The interface's retry table (docs/service-interface.md, Errors → Retry guidance), as data. */
import type { RetryAdvice } from '../errors/data';
import { isApiHttpError, isBudgetExhaustedError } from '../errors/service';
import { WINDOW_MS } from '../service/operations';

export function retryAdviceFor(status: number): RetryAdvice {
  if (status === 429) return 'after-window'; // rolling window: wait for it to clear
  if (status === 403) return 'new-credential'; // "Do not retry with the same credential"
  if (status === 409) return 'after-state-change'; // "Do not retry until the state changes"
  if (status >= 500) return 'backoff'; // 500, and a proxy's 502/503/504: the same "service trouble"
  return 'never'; // 400, 401, 404, 413, 415, 422: "Do not retry unchanged"
}

/** "Exponential backoff (1s, 2s, 4s, 8s)" after a 500. */
export const SERVER_ERROR_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

/** Reads retry a lost connection (nothing changes on the service); writes never: the request may have arrived. */
export const READ_NETWORK_DELAYS_MS = [1000, 2000] as const;

/** Spreads many clients' retries apart, only ever lengthening a delay (by up to a quarter). */
export function withJitter(delayMs: number, random: () => number): number {
  return Math.round(delayMs * (1 + 0.25 * random()));
}

/** When a bucket has room again after `err` (a 429 that does not say: in a window); undefined for other errors. */
export function windowClearsAt(err: unknown, now: number): number | undefined {
  if (isBudgetExhaustedError(err)) return err.retryAt;
  if (isApiHttpError(err) && err.status === 429) return err.retryAt ?? now + WINDOW_MS;
  return undefined;
}
