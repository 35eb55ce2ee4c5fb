// The tracker's state and the relay's cursor: the worker may be killed at any moment, so everything tracking needs
// to carry on is stored here, parsed with zod on every read.
import { z } from 'zod/mini';
import { AccountRef, PostCopy } from '@/lib/service/post';
import { defineItem } from './item';

const count = () => z.number().check(z.refine(Number.isSafeInteger), z.nonnegative());

export const TrackedPost = z.object({
  ...PostCopy.shape,
  id: count(),
  dueAt: z.number(),
  createdAt: z.number(),
  instant: z.boolean(),
  /** Reads at or after its due time + grace that still found it scheduled (drives the backoff). */
  checks: count(),
  lastCheckAt: z.nullable(z.number()),
  /** A relay event named it and no read has confirmed it since. */
  hintedAt: z.nullable(z.number()),
  /** While a read should still look for a twin: how long our Create Post took (lib/tracking/twins.ts). */
  twinCheck: z.optional(z.object({ within: z.number() })),
});
export type TrackedPost = z.infer<typeof TrackedPost>;

/** A twin found still scheduled, deleted as soon as the write budget allows; `of` is our post it copies. */
export const PendingTwin = z.object({
  id: z.number(),
  of: z.number(),
  content: z.string(),
  accounts: z.array(AccountRef),
  dueAt: z.number(),
  attempts: count(),
  nextAt: z.number(),
});
export type PendingTwin = z.infer<typeof PendingTwin>;

export const TrackerState = z.object({
  posts: z.array(TrackedPost),
  lastReadAt: z.nullable(z.number()),
  failures: count(),
  retryAt: z.nullable(z.number()),
  /** Posts that left tracking: a late report of their creation does not bring them back. */
  settled: z.array(z.number()),
  relayPolledAt: z.nullable(z.number()),
  /** Reads caused by relay hints alone, within the last hour. */
  hintReads: z.optional(z.array(z.number())),
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

export const trackerItem = defineItem<TrackerState>('local:tracker', { fallback: EMPTY_TRACKER });

/** The last relay message handled, and for which relay URL (another URL starts over). */
export const RelayCursor = z.object({ relayUrl: z.string(), id: z.string(), time: z.number() });
export type RelayCursor = z.infer<typeof RelayCursor>;

export const relayCursorItem = defineItem<RelayCursor | null>('local:relayCursor', { fallback: null });
