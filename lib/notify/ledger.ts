/** Which notifications were shown: entries are kept a month (a final status never changes back), newest first. */
import type { Ledger, LedgerEntry } from '@/lib/storage/notify-items';

export const KEEP_MS = 30 * 24 * 60 * 60_000;
export const KEEP_ENTRIES = 500;

/** A final status of a post, or `twin`: a second copy of one of ours the browser made. */
export type NotifiedKind = 'published' | 'failed' | 'twin';

export const ledgerKey = (postId: number, status: NotifiedKind) => `${postId}:${status}`;

export const wasNotified = (ledger: Ledger, postId: number, status: NotifiedKind) =>
  Object.hasOwn(ledger, ledgerKey(postId, status));

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
