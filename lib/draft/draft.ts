/**
 * The composer's draft (docs/design.md §3.2: every change saved as it happens), checked by the background field by
 * field, so that a draft damaged in storage loses only what is damaged. Pages take its types only.
 */
import { z } from 'zod/mini';
import { AccountRef } from '@/lib/service/post';

/** An attached media item, with what the composer shows of it (no read needed to redraw it). */
export const DraftAttachment = z.object({
  media_id: z.string().check(z.minLength(1)),
  type: z.enum(['image', 'video']),
  url: z.optional(z.nullable(z.string())),
  title: z.optional(z.nullable(z.string())),
  mime_type: z.optional(z.nullable(z.string())),
  status: z.optional(z.nullable(z.string())),
});
export type DraftAttachment = z.infer<typeof DraftAttachment>;

/** "Post now", a wall-clock date and time in a zone, or "Add to queue"; the schedule is kept meanwhile. */
export const DraftWhen = z.object({
  mode: z.enum(['now', 'schedule', 'queue']),
  date: z.string(), // `YYYY-MM-DD` as the date input gives it; '' when not chosen yet
  time: z.string(), // `HH:mm`
  timeZone: z.string(),
});
export type DraftWhen = z.infer<typeof DraftWhen>;

export const DRAFT_VERSION = 1;

/** Each field falls back on its own: a bad `when` must not cost the text. */
export const Draft = z.object({
  version: z.catch(z.literal(DRAFT_VERSION), DRAFT_VERSION),
  text: z.catch(z.string(), ''),
  replies: z.catch(z.array(z.string()), []),
  title: z.catch(z.string(), ''),
  accounts: z.catch(z.array(AccountRef), []),
  attachments: z.catch(z.array(DraftAttachment), []),
  when: z.catch(z.nullable(DraftWhen), null),
  /** "Customize for each network": the texts the person edited per platform type, kept while switched `off`. */
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
  /** The outbox entry this draft was handed to: the draft waits for that send's outcome. */
  outboxId: z.catch(z.optional(z.string()), undefined),
  updatedAt: z.catch(z.number(), 0),
});
export type Draft = z.infer<typeof Draft>;
