/**
 * The order of the account toggles (docs/design.md §3.7 "Agencies"): chosen first, then recently used, then the rest.
 */
interface WithId {
  id: number;
}

/** Chosen first, then by recent use (most recent first), then the rest; within each, the list's own order. */
export function orderAccounts<T extends WithId>(
  list: readonly T[],
  chosen: ReadonlySet<number>,
  recent: readonly number[],
): T[] {
  const rank = new Map<number, number>();
  recent.forEach((id, i) => {
    if (!rank.has(id)) rank.set(id, i);
  });
  const key = (a: T) => (chosen.has(a.id) ? -1 : (rank.get(a.id) ?? recent.length));
  return list
    .map((account, i) => ({ account, i, k: key(account) }))
    .sort((a, b) => a.k - b.k || a.i - b.i)
    .map((x) => x.account);
}

/**
 * From this many accounts on — more than two rows of toggles hold at the popup's 400 px (eight a row) — the picker
 * has a "Filter accounts" box.
 */
export const FILTER_FROM = 17;
