/**
 * Deleting the twins the browser made: when the write budget has room, after a 429's window, again after a lost
 * connection or a 5xx, giving up after a few tries (then the person deletes the copy). 404: gone already; 409:
 * published before it could be deleted.
 */
import { windowClearsAt } from '@/lib/api';
import { isApiHttpError } from '@/lib/errors/service';
import type { PendingTwin, TrackerState } from '@/lib/storage/tracker-items';

export type TwinOutcome = 'removed' | 'published' | 'left';

const RETRY_MS = [60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000];

export interface TwinRemovalDeps {
  now(): number;
  deletePost(id: number): Promise<void>;
  tell(outcome: TwinOutcome, twin: PendingTwin): Promise<void>;
  save(state: TrackerState): Promise<void>;
}

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

/** Deletes every twin that is due, one at a time, saving after each so that a killed worker resumes. */
export async function removeDueTwins(state: TrackerState, deps: TwinRemovalDeps): Promise<TrackerState> {
  let current = state;
  for (const twin of state.twins ?? []) {
    if (twin.nextAt > deps.now()) continue;
    let next = { outcome: 'removed' } as ReturnType<typeof afterFailedDelete>;
    await deps.deletePost(twin.id).catch((err: unknown) => (next = afterFailedDelete(twin, err, deps.now())));
    const others = (current.twins ?? []).filter((t) => t.id !== twin.id);
    current = { ...current, twins: 'retry' in next ? [...others, next.retry] : others };
    await deps.save(current);
    if ('outcome' in next && next.outcome) await deps.tell(next.outcome, twin);
  }
  return current;
}

export function nextTwinTry(state: TrackerState): number | null {
  const times = (state.twins ?? []).map((t) => t.nextAt);
  return times.length ? Math.min(...times) : null;
}
