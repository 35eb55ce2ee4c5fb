/**
 * The one page of the post list that both the tracker and the popup's recent posts read, so that either one's
 * read fills the other's cache (docs/design.md §3.4: "opening the popup does not spend a read when the cache is
 * fresh enough"). 100 is the interface's largest page (Limits: `per_page` max 100): one read covers the most
 * tracked posts. No imports: the popup loads this file.
 */
export const RECENT_POSTS_QUERY = { page: 1, perPage: 100 } as const;
