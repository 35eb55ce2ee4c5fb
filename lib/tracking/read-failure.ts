/**
 * When the tracker may read again after a read failed (pure), per the interface's retry table
 * (docs/service-interface.md, Errors → Retry guidance): 429 → the rolling window; a credential refused or missing →
 * nothing to do until the person acts (an hour, or sooner when the settings change); no answer or 5xx after
 * the client's own retries → growing waits.
 */
import { windowClearsAt } from '@/lib/api';
import { isApiHttpError } from '@/lib/errors/service';
import { isQuickpostError } from '@/lib/errors/quickpost-error';
import type { TrackerState } from './tracked';

const HOUR_MS = 60 * 60_000;
const FAILURE_WAITS_MS = [60_000, 2 * 60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000, HOUR_MS] as const;

export function afterFailedRead(state: TrackerState, err: unknown, now: number): TrackerState {
  const clears = windowClearsAt(err, now);
  if (clears !== undefined) return { ...state, retryAt: clears };
  // Nothing can be read until the person connects or grants the permission.
  const notReady = isQuickpostError(err, 'not_connected', 'session_no_permission');
  // 401 (no credential sent) and 403 ("do not retry with the same credential") wait for the person alike.
  if (notReady || (isApiHttpError(err) && (err.status === 401 || err.retry === 'new-credential'))) {
    // Counted as a failure, so that connecting again (or saving the settings) cuts the wait short.
    return { ...state, failures: state.failures + 1, retryAt: now + HOUR_MS };
  }
  const failures = state.failures + 1;
  return { ...state, failures, retryAt: now + FAILURE_WAITS_MS[Math.min(failures, FAILURE_WAITS_MS.length) - 1]! };
}
