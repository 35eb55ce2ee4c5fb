/**
 * One post in the outbox (docs/design.md §3.4: "Every write is first stored in an outbox, then sent"), stored before
 * the request leaves, so a worker killed mid-send finds it again.
 */
import { FIELDS } from '@/lib/draft/fields';
import { z } from 'zod/mini';
import { ErrorData } from '@/lib/errors/data';
import { Draft } from '@/lib/draft/draft';
import { NewPost } from '@/lib/service/post';

/** `sending`: the request may be on its way; `checking`: the post list is read before anything is sent again. */
const OutboxState = z.enum(['queued', 'sending', 'checking', 'sent', 'failed']);

/** Why it is not being sent now, and until when at the earliest. */
const OutboxWait = z.object({ reason: z.enum(['window', 'offline']), until: z.optional(z.number()) });

/** The composer field a failure concerns, or the credential. */
export const FailureField = z.enum([...FIELDS, 'credential']);
export type FailureField = z.infer<typeof FailureField>;

/** Worded only when a page shows it; `unchecked`: the outcome was unknown and the post list could not be read. */
export const OutboxFailure = z.object({
  error: ErrorData,
  unchecked: z.optional(z.boolean()),
  field: FailureField,
  status: z.optional(z.number()),
});
export type OutboxFailure = z.infer<typeof OutboxFailure>;

/** The service answered 5xx and the client waits to try again; `attempt` comes next, `of` in all. */
const OutboxRetry = z.object({ status: z.number(), delayMs: z.number(), attempt: z.number(), of: z.number() });

export const OutboxResult = z.object({
  /** null when the service accepted the post but its answer was unreadable. */
  postId: z.nullable(z.number()),
  scheduledDate: z.optional(z.string()),
  timezone: z.optional(z.string()),
  via: z.enum(['answer', 'post-list', 'unreadable-answer']),
});
export type OutboxResult = z.infer<typeof OutboxResult>;

export const OutboxEntry = z.object({
  id: z.string(),
  post: NewPost,
  /** Shared by the posts of one draft customised per network: the ones refused go back to the composer together. */
  group: z.optional(z.string()),
  draft: z.optional(Draft),
  createdAt: z.number(),
  state: OutboxState,
  attempts: z.number(),
  /** When the last Create Post started: posts created before it are not this one. */
  attemptAt: z.optional(z.number()),
  wait: z.optional(OutboxWait),
  /** Held for Undo until then: not sent before, and Undo takes it back while still queued. */
  holdUntil: z.optional(z.number()),
  retry: z.optional(OutboxRetry),
  result: z.optional(OutboxResult),
  error: z.optional(OutboxFailure),
  finishedAt: z.optional(z.number()),
});
export type OutboxEntry = z.infer<typeof OutboxEntry>;

/** One unreadable entry is dropped alone rather than costing the others. */
export const OutboxEntries = z.pipe(
  z.array(z.unknown()),
  z.transform((items) => items.flatMap((item) => OutboxEntry.safeParse(item).data ?? [])),
);

export const isFinal = (e: Pick<OutboxEntry, 'state'>) => e.state === 'sent' || e.state === 'failed';
