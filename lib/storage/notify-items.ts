// The notifier's ledger — each post notified once per final status across restarts, recorded before it is shown —
// and the draft "Edit and retry" set aside.
import { z } from 'zod/mini';
import type { Draft } from '@/lib/draft/draft';
import { PostCopy } from '@/lib/service/post';
import { defineItem } from './item';

/** What "Edit and retry" puts back into the composer. */
export const RestorablePost = z.object({ ...PostCopy.shape, postId: z.number() });
export type RestorablePost = z.infer<typeof RestorablePost>;

export const Notice = z.object({
  title: z.string(),
  message: z.string(),
  contextMessage: z.optional(z.string()),
  priority: z.number().check(z.refine(Number.isSafeInteger), z.minimum(-2), z.maximum(2)),
  buttons: z.optional(z.array(z.object({ title: z.string() }))),
});
export type Notice = z.infer<typeof Notice>;

export const LedgerEntry = z.object({
  at: z.number(),
  /** The published post's own address, when the service gave one. */
  url: z.optional(z.string()),
  restore: z.optional(RestorablePost),
  /** Recorded, not yet shown: a worker killed in between shows it under the same id at its next start. */
  pending: z.optional(z.object({ id: z.string(), notice: Notice })),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const Ledger = z.catchall(z.object({}), LedgerEntry);
export type Ledger = z.infer<typeof Ledger>;

export const notifiedItem = defineItem<Ledger>('local:notified', { fallback: {} });

/** What the person was writing when they chose "Edit and retry": it comes back once the composer is empty. */
export const setAsideDraftItem = defineItem<Draft | null>('local:setAsideDraft', { fallback: null });
