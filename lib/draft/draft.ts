/**
 * The composer's draft (docs/design.md §3.2: every change saved as it happens), parsed with zod on every read so that a
 * draft damaged in storage falls back field by field instead of being lost. Pages take its types only (next-draft.ts
 * has what they run).
 */
import { z } from 'zod/mini';
import { AccountRef } from '@/lib/service/post';

/** A media item attached to the post, with what the composer shows of it (no read needed to redraw it). */
export const DraftAttachment = z.object({
  media_id: z.string().check(z.minLength(1)),
  type: z.enum(['image', 'video']),
  url: z.optional(z.nullable(z.string())),
  title: z.optional(z.nullable(z.string())),
  mime_type: z.optional(z.nullable(z.string())),
  /** Videos: `pending` until the service has processed them (Media item `status`). */
  status: z.optional(z.nullable(z.string())),
});
export type DraftAttachment = z.infer<typeof DraftAttachment>;

/**
 * "Post now", a wall-clock date and time in a zone, or "Add to queue" (the next free slot, found when sent); the
 * schedule is kept while another choice is made.
 */
export const DraftWhen = z.object({
  mode: z.enum(['now', 'schedule', 'queue']),
  /** `YYYY-MM-DD` as the date input gives it ('' when not chosen yet). */
  date: z.string(),
  /** `HH:mm`, 24-hour. */
  time: z.string(),
  /** IANA name. */
  timeZone: z.string(),
});
export type DraftWhen = z.infer<typeof DraftWhen>;

export const DRAFT_VERSION = 1;

/** Each field falls back on its own (z.catch): a bad `when` must not cost the text. */
export const Draft = z.object({
  version: z.catch(z.literal(DRAFT_VERSION), DRAFT_VERSION),
  text: z.catch(z.string(), ''),
  /** Twitter thread: replies in order. */
  replies: z.catch(z.array(z.string()), []),
  title: z.catch(z.string(), ''),
  accounts: z.catch(z.array(AccountRef), []),
  attachments: z.catch(z.array(DraftAttachment), []),
  when: z.catch(z.nullable(DraftWhen), null),
  /**
   * "Customize for each network" (docs/design.md §3.7). `copies` holds only the texts the person edited, one per
   * platform type; a platform without one follows the shared `text`. Switched `off`, the copies are kept (nothing
   * typed is lost) but every platform gets the shared text. Absent in older drafts. (A list, not a record: zod/mini's
   * record would add its code to the popup's first load.)
   */
  networks: z.catch(
    z.optional(
      z.object({ copies: z.array(z.object({ type: z.string(), text: z.string() })), off: z.optional(z.boolean()) }),
    ),
    undefined,
  ),
  /**
   * The addresses Quickpost put into the text (a prefill's, a link cleaned on request): only these are tagged for the
   * person's sites when sent (lib/links/sent-links.ts); any other is theirs, sent exactly as written.
   */
  inserted: z.catch(z.optional(z.array(z.string())), undefined),
  /** The outbox entry this draft was handed to; while it is set, the draft waits for that send's outcome. */
  outboxId: z.catch(z.optional(z.string()), undefined),
  updatedAt: z.catch(z.number(), 0),
});
export type Draft = z.infer<typeof Draft>;

/** Reads any stored value as a draft; null for nothing stored or something that is not an object. */
export function parseDraft(raw: unknown): Draft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const parsed = Draft.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
