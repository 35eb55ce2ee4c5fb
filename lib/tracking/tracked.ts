// A post Quickpost created, followed until it is final. Our own copy of what was sent is kept with it, because the
// service's post record is "not shown" and "Edit and retry" must restore it.
import { copyOf, type NewPost } from '@/lib/service/post';
import { postDueAt, type CreatedPost } from '@/lib/api';
import type { TrackedPost, TrackerState } from '@/lib/storage/tracker-items';
import { dueOf } from '@/lib/outbox/match';

/** Settled ids kept: enough to cover every post an outbox may still report. */
const SETTLED_KEPT = 500;

export function withSettled(state: TrackerState, ids: readonly number[]): TrackerState {
  if (ids.length === 0) return state;
  const gone = new Set(ids);
  return {
    ...state,
    posts: state.posts.filter((p) => !gone.has(p.id)),
    settled: [...state.settled.filter((id) => !gone.has(id)), ...ids].slice(-SETTLED_KEPT),
  };
}

/** The due time comes from the answer (the service's own reading of its zone), else from what was asked, else now. */
export function trackedFromCreated(
  created: CreatedPost,
  post: NewPost,
  now: number,
  sentWithin?: number,
  group?: string,
): TrackedPost {
  const instant = post.when.instant === true;
  const answered = postDueAt({ ...created, timezone: created.timezone ?? (instant ? undefined : post.when.timezone) });
  const asked = dueOf(post);
  return {
    id: created.id,
    dueAt: instant ? Math.min(answered ?? now, now) : (answered ?? asked ?? now),
    createdAt: now,
    instant,
    ...copyOf(post, group),
    checks: 0,
    lastCheckAt: null,
    hintedAt: null,
    ...(sentWithin === undefined ? {} : { twinCheck: { within: Math.max(0, sentWithin) } }),
  };
}

/** The outbox may report a creation more than once: a tracked post keeps its progress, a settled one stays settled. */
export function withTracked(state: TrackerState, post: TrackedPost): TrackerState {
  if (state.settled.includes(post.id) || state.posts.some((p) => p.id === post.id)) return state;
  return { ...state, posts: [...state.posts, post] };
}
