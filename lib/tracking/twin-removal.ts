/**
 * Deleting the twins the browser made (lib/tracking/twins.ts). Delete Post is a write: it goes when the write
 * budget has room, waits out a 429's window, is tried again after a lost connection or a 5xx (lib/api already
 * retried the 500s), and gives up after a few tries — then the person is told to delete the copy themselves.
 * 404: the copy is gone already (nothing to say). 409: it was published before it could be deleted.
 */
import { windowClearsAt } from '@/lib/api';
import { isApiHttpError } from '@/lib/errors/service';
import type { PendingTwin, TrackerState } from './tracked';

export type TwinOutcome = 'removed' | 'published' | 'left';

/** Tries after a lost connection or a 5xx wait 1, 5, 15, then 30 minutes; the fifth failure gives up. */
const RETRY_MS = [60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000];

export interface TwinRemovalDeps {
  now(): number;
  deletePost(id: number): Promise<void>;
  /** Tells the person (once) what became of a twin. */
  tell(outcome: TwinOutcome, twin: PendingTwin): Promise<void>;
  save(state: TrackerState): Promise<void>;
}

/** What a failed delete means for the twin: an outcome to tell, or when to try again. */
export function afterFailedDelete(
  twin: PendingTwin,
  err: unknown,
  now: number,
): { outcome: TwinOutcome | null } | { retry: PendingTwin } {
  if (isApiHttpError(err) && err.status === 404) return { outcome: null };
  // 409: "cannot delete a published post" — the state that would allow it never comes back.
  if (isApiHttpError(err) && err.retry === 'after-state-change') return { outcome: 'published' };
  const clears = windowClearsAt(err, now);
  if (clears !== undefined) return { retry: { ...twin, nextAt: clears } };
  const transient = !isApiHttpError(err) || err.retry === 'backoff';
  const attempts = twin.attempts + 1;
  if (!transient || attempts > RETRY_MS.length) return { outcome: 'left' };
  return { retry: { ...twin, attempts, nextAt: now + RETRY_MS[attempts - 1]! } };
}

/** Deletes every twin that is due, one at a time, saving after each so that a killed worker resumes. */
export async function removeDueTwins(state: TrackerState, deps: TwinRemovalDeps): Promise<TrackerState> {
  let current = state;
  for (const twin of state.twins ?? []) {
    if (twin.nextAt > deps.now()) continue;
    let outcome: TwinOutcome | null = 'removed';
    let retry: PendingTwin | undefined;
    try {
      await deps.deletePost(twin.id);
    } catch (err) {
      const next = afterFailedDelete(twin, err, deps.now());
      if ('retry' in next) retry = next.retry;
      else outcome = next.outcome;
    }
    const others = (current.twins ?? []).filter((t) => t.id !== twin.id);
    current = { ...current, twins: retry ? [...others, retry] : others };
    await deps.save(current);
    if (!retry && outcome) await deps.tell(outcome, twin);
  }
  return current;
}

/** When the next twin is due for a try, or null. */
export function nextTwinTry(state: TrackerState): number | null {
  const times = (state.twins ?? []).map((t) => t.nextAt);
  return times.length ? Math.min(...times) : null;
}
