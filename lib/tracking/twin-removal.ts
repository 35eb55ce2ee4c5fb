// What a failed delete of a twin the browser made leads to (pure): another try after a 429's window, a lost
// connection or a 5xx, a few times (then the person deletes the copy); 404: gone already; 409: published meanwhile.
import { windowClearsAt } from '@/lib/api';
import { isApiHttpError } from '@/lib/errors/service';
import type { PendingTwin } from '@/lib/storage/tracker-items';

export type TwinOutcome = 'removed' | 'published' | 'left';

const RETRY_MS = [60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000];

/** An outcome to tell (null: nothing to say), or when to try again. */
export function afterFailedDelete(
  twin: PendingTwin,
  err: unknown,
  now: number,
): { outcome: TwinOutcome | null } | { retry: PendingTwin } {
  if (isApiHttpError(err) && err.status === 404) return { outcome: null };
  if (isApiHttpError(err) && err.retry === 'after-state-change') return { outcome: 'published' };
  const clears = windowClearsAt(err, now);
  if (clears !== undefined) return { retry: { ...twin, nextAt: clears } };
  const transient = !isApiHttpError(err) || err.retry === 'backoff';
  const attempts = twin.attempts + 1;
  if (!transient || attempts > RETRY_MS.length) return { outcome: 'left' };
  return { retry: { ...twin, attempts, nextAt: now + RETRY_MS[attempts - 1]! } };
}
