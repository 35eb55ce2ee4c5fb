/**
 * A post Quickpost created and follows until it reaches a final status (docs/design.md §3.5; "every post
 * Quickpost created, scheduled or instant, is tracked"). What the person sent is kept with it, because the
 * full post record of the service is "not shown" (docs/service-interface.md, Resources → Post): "Edit and retry"
 * must be able to restore the text, replies, title, attachments and accounts from our own copy.
 */
import { z } from 'zod/mini';
import { AccountRef as AccountRefSchema, PostCopy, copyOf, type NewPost } from '@/lib/service/post';
import { postDueAt, type CreatedPost } from '@/lib/api';

export const TrackedPost = z.object({
  ...PostCopy.shape,
  id: z.number().check(z.refine(Number.isSafeInteger), z.nonnegative()),
  /** When the service is to publish it (epoch ms): Create Post's `scheduled_date` read in its `timezone`. */
  dueAt: z.number(),
  createdAt: z.number(),
  instant: z.boolean(),
  /** Reads made at or after its due time + grace that still found it scheduled (drives the backoff). */
  checks: z.number().check(z.refine(Number.isSafeInteger), z.nonnegative()),
  /** When such a read last happened. */
  lastCheckAt: z.nullable(z.number()),
  /** A relay event named it and no read has confirmed it since (docs/design.md §3.5: "each event a hint"). */
  hintedAt: z.nullable(z.number()),
  /**
   * Set while a read should still look for a twin (lib/tracking/twins.ts): `within` is how long our Create Post
   * took, the window in which the browser may have sent it twice.
   */
  twinCheck: z.optional(z.object({ within: z.number() })),
});
export type TrackedPost = z.infer<typeof TrackedPost>;

/** A twin found still scheduled: deleted as soon as the write budget allows (lib/tracking/twin-removal.ts). */
export const PendingTwin = z.object({
  id: z.number(),
  /** Our post it copies, and what the person is told about it. */
  of: z.number(),
  content: z.string(),
  accounts: z.array(AccountRefSchema),
  dueAt: z.number(),
  attempts: z.number().check(z.refine(Number.isSafeInteger), z.nonnegative()),
  /** Not tried again before this (epoch ms). */
  nextAt: z.number(),
});
export type PendingTwin = z.infer<typeof PendingTwin>;

/** What the tracker keeps between worker lives: the posts, and when its last read and last failure were. */
export const TrackerState = z.object({
  posts: z.array(TrackedPost),
  lastReadAt: z.nullable(z.number()),
  /** Consecutive failed reads (offline, 5xx): each waits longer before the next try. */
  failures: z.number().check(z.refine(Number.isSafeInteger), z.nonnegative()),
  /** No read before this (epoch ms): after a failure, or a 429 (then the whole window). */
  retryAt: z.nullable(z.number()),
  /** Posts that left tracking (final, or deleted): a late report of their creation does not bring them back. */
  settled: z.array(z.number()),
  /** When the relay was last polled for due posts (the poll itself costs no read of the service). */
  relayPolledAt: z.nullable(z.number()),
  /** When reads caused by relay hints alone were made, within the last hour (absent in older saved state). */
  hintReads: z.optional(z.array(z.number())),
  /** Twins waiting to be deleted (absent in state saved before twins were looked for). */
  twins: z.optional(z.array(PendingTwin)),
});
export type TrackerState = z.infer<typeof TrackerState>;

export const EMPTY_TRACKER: TrackerState = {
  posts: [],
  lastReadAt: null,
  failures: 0,
  retryAt: null,
  settled: [],
  relayPolledAt: null,
};

/** Settled ids kept: enough to cover every post an outbox may still report. */
const SETTLED_KEPT = 500;

/** The state with these posts no longer tracked and remembered as settled. */
export function withSettled(state: TrackerState, ids: readonly number[]): TrackerState {
  if (ids.length === 0) return state;
  const gone = new Set(ids);
  return {
    ...state,
    posts: state.posts.filter((p) => !gone.has(p.id)),
    settled: [...state.settled.filter((id) => !gone.has(id)), ...ids].slice(-SETTLED_KEPT),
  };
}

/**
 * The tracked form of a post the service accepted. The due time comes from the answer (the service's own
 * reading of date, time and zone), else from what was asked, else now (an instant post is due at once).
 */
export function trackedFromCreated(
  created: CreatedPost,
  post: NewPost,
  now: number,
  sentWithin?: number,
  group?: string,
): TrackedPost {
  const instant = post.when.instant === true;
  const answered = postDueAt({ ...created, timezone: created.timezone ?? (instant ? undefined : post.when.timezone) });
  const asked =
    post.when.instant === true
      ? undefined
      : postDueAt({ scheduled_date: `${post.when.date} ${post.when.time}`, timezone: post.when.timezone });
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

/**
 * Adds a tracked post. The outbox may report the same creation more than once (after a restart, or while its
 * entry is kept): a post already tracked keeps its progress, and one already settled is not brought back.
 */
export function withTracked(state: TrackerState, post: TrackedPost): TrackerState {
  if (state.settled.includes(post.id) || state.posts.some((p) => p.id === post.id)) return state;
  return { ...state, posts: [...state.posts, post] };
}
