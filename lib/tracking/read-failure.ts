// When the tracker may read again after a read failed (pure), per the interface's retry table: a 429 waits out the
// window; a credential refused or missing waits for the person (an hour, or until they act); anything else backs off.
import { windowClearsAt } from '@/lib/api';
import { isApiHttpError } from '@/lib/errors/service';
import { isQuickpostError } from '@/lib/errors/quickpost-error';
import { WINDOW_MS } from '@/lib/service/operations';
import type { TrackerState } from '@/lib/storage/tracker-items';

const FAILURE_WAITS_MS = [60_000, 2 * 60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000, WINDOW_MS] as const;

export function afterFailedRead(state: TrackerState, err: unknown, now: number): TrackerState {
  const clears = windowClearsAt(err, now);
  if (clears !== undefined) return { ...state, retryAt: clears };
  const failures = state.failures + 1;
  // Counted as a failure, so that connecting again (or saving the settings) cuts the wait short.
  const waitsForPerson =
    isQuickpostError(err, 'not_connected', 'access_no_permission') ||
    (isApiHttpError(err) && (err.status === 401 || err.retry === 'new-credential'));
  const wait = waitsForPerson ? WINDOW_MS : FAILURE_WAITS_MS[Math.min(failures, FAILURE_WAITS_MS.length) - 1]!;
  return { ...state, failures, retryAt: now + wait };
}
