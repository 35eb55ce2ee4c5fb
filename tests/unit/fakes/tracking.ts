/** Builders for tracking tests: tracked posts on a fake clock. */
import type { TrackedPost, TrackerState } from '@/lib/storage/tracker-items';
import { T0 } from './api';

export const MIN = 60_000;

export function tracked(id: number, dueAt: number, extra: Partial<TrackedPost> = {}): TrackedPost {
  return {
    id,
    dueAt,
    createdAt: T0 - 60 * MIN,
    instant: false,
    content: `Post ${id}`,
    replies: [],
    attachments: [],
    accounts: [{ id: 1, type: 'twitter' }],
    checks: 0,
    lastCheckAt: null,
    hintedAt: null,
    ...extra,
  };
}

export function state(posts: TrackedPost[], extra: Partial<TrackerState> = {}): TrackerState {
  return { posts, lastReadAt: null, failures: 0, retryAt: null, settled: [], relayPolledAt: null, ...extra };
}
