/**
 * Which notifications were shown, so that each post notifies once per final status across worker restarts: an entry
 * is recorded with its notification before it is shown, so a killed worker neither loses nor doubles it. It also keeps
 * what a click needs after a restart.
 */
import { z } from 'zod/mini';
import { PostCopy } from '@/lib/service/post';
import type { FinalStatus } from '@/lib/tracking/observe';

/** What "Edit and retry" puts back into the composer (text, replies, title, attachments, accounts). */
export const RestorablePost = z.object({ ...PostCopy.shape, postId: z.number() });
export type RestorablePost = z.infer<typeof RestorablePost>;

/** A notification's words and weight: kept with its entry until the browser has shown it. */
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
  /**
   * Recorded, not yet shown: a worker killed between the two shows it at its next start (lib/notify/notifier.ts).
   * `id` is the notification's: shown under the same id, it replaces one still on screen rather than adding one.
   */
  pending: z.optional(z.object({ id: z.string(), notice: Notice })),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const Ledger = z.catchall(z.object({}), LedgerEntry);
export type Ledger = z.infer<typeof Ledger>;

/** Entries are kept a month (a final status never changes back) and at most this many, newest first. */
export const KEEP_MS = 30 * 24 * 60 * 60_000;
export const KEEP_ENTRIES = 500;

/** A final status of a post, or `twin`: a second copy of one of ours the browser made (lib/tracking/twins.ts). */
export type NotifiedKind = FinalStatus | 'twin';

export const ledgerKey = (postId: number, status: NotifiedKind) => `${postId}:${status}`;

export function wasNotified(ledger: Ledger, postId: number, status: NotifiedKind): boolean {
  return Object.hasOwn(ledger, ledgerKey(postId, status));
}

/** The ledger with this notification recorded, old entries dropped. */
export function recordNotified(ledger: Ledger, postId: number, status: NotifiedKind, entry: LedgerEntry): Ledger {
  const next = { ...ledger, [ledgerKey(postId, status)]: entry };
  const keep = Object.entries(next)
    .filter(([, e]) => entry.at - e.at < KEEP_MS)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, KEEP_ENTRIES);
  return Object.fromEntries(keep);
}

/** The ledger with this entry's notification shown (an entry gone meanwhile stays gone). */
export function withShown(ledger: Ledger, key: string): Ledger {
  const entry = ledger[key];
  if (!entry?.pending) return ledger;
  const { pending: _, ...shown } = entry;
  return { ...ledger, [key]: shown };
}
