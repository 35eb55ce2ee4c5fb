/**
 * One post in the outbox (docs/design.md §3.4: "Every write is first stored in an outbox, then sent"). Stored in
 * `storage.local` before the request leaves, so a worker killed mid-send finds it again; shared with the pages
 * (they show its state), hence zod/mini.
 */
import { FIELDS } from '@/lib/draft/fields';
import { z } from 'zod/mini';
import { ErrorData } from '@/lib/errors/data';
import { Draft } from '@/lib/draft/draft';
import { NewPost } from '@/lib/service/post';

/**
 * - queued: to be sent (now, or once `wait` is over);
 * - sending: the request may be on its way — found so after a restart, its outcome is unknown;
 * - checking: the outcome is unknown; the post list is read before anything is sent again;
 * - sent / failed: final; failed goes back to the composer with its sentence.
 */
const OutboxState = z.enum(['queued', 'sending', 'checking', 'sent', 'failed']);
type OutboxState = z.infer<typeof OutboxState>;

/** Why it is not being sent right now, and until when at the earliest (epoch ms). */
const OutboxWait = z.object({
  reason: z.enum(['window', 'offline']),
  until: z.optional(z.number()),
});
type OutboxWait = z.infer<typeof OutboxWait>;

/** Which composer field a failure concerns (lib/draft/validate.ts Field, plus the credential). */
export const FailureField = z.enum([...FIELDS, 'credential']);
export type FailureField = z.infer<typeof FailureField>;

/**
 * A refusal, stored as data (lib/errors/data.ts), worded in the person's language only when a page shows it
 * (lib/errors/sentence.ts failureSentence). `unchecked`: the outcome was unknown and the post list could not be read.
 */
export const OutboxFailure = z.object({
  error: ErrorData,
  unchecked: z.optional(z.boolean()),
  field: FailureField,
  status: z.optional(z.number()),
});
export type OutboxFailure = z.infer<typeof OutboxFailure>;

/** The service answered 5xx and the client waits to try again (Retry guidance: 1 s, 2 s, 4 s, 8 s). */
const OutboxRetry = z.object({
  status: z.number(),
  delayMs: z.number(),
  /** The attempt that comes next, of how many in all. */
  attempt: z.number(),
  of: z.number(),
});

export const OutboxResult = z.object({
  /** null when the service accepted the post but its answer could not be read. */
  postId: z.nullable(z.number()),
  /** The answer's `scheduled_date` (`YYYY-MM-DD HH:MM:SS`) and `timezone`, when given. */
  scheduledDate: z.optional(z.string()),
  timezone: z.optional(z.string()),
  /** How the outcome was learnt: the answer, or the post list after an unknown outcome. */
  via: z.enum(['answer', 'post-list', 'unreadable-answer']),
});
export type OutboxResult = z.infer<typeof OutboxResult>;

export const OutboxEntry = z.object({
  id: z.string(),
  post: NewPost,
  /**
   * Posts made from one draft customised per network (docs/design.md §3.7) share this: each is sent, checked and
   * retried on its own (never twice), and the ones refused go back to the composer together.
   */
  group: z.optional(z.string()),
  /** The draft it came from: a refused post goes back to the composer as the person wrote it. */
  draft: z.optional(Draft),
  createdAt: z.number(),
  state: OutboxState,
  attempts: z.number(),
  /** When the last Create Post request started: posts created before it are not this one. */
  attemptAt: z.optional(z.number()),
  wait: z.optional(OutboxWait),
  /**
   * Held for Undo until then (epoch ms; docs/design.md §3.7 "Undo for a few seconds after sending"): a queued entry
   * is not sent before, and Undo takes it back while it is still queued. Cleared when its request leaves.
   */
  holdUntil: z.optional(z.number()),
  /** While 'sending': the client waits to try again after a 5xx (shown with Cancel). */
  retry: z.optional(OutboxRetry),
  result: z.optional(OutboxResult),
  error: z.optional(OutboxFailure),
  finishedAt: z.optional(z.number()),
});
export type OutboxEntry = z.infer<typeof OutboxEntry>;

/** The stored list; one unreadable entry is dropped alone rather than costing the others. */
export const OutboxEntries = z.pipe(
  z.array(z.unknown()),
  z.transform((items) =>
    items.flatMap((item) => {
      const parsed = OutboxEntry.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

export const isFinal = (e: Pick<OutboxEntry, 'state'>) => e.state === 'sent' || e.state === 'failed';
