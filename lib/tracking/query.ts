// The one page of the post list both the tracker and the popup's recent posts read, so either read fills the other's
// cache; 100 is the interface's largest page. No imports: the popup loads this file.
export const RECENT_POSTS_QUERY = { page: 1, perPage: 100 } as const;
