/** The posts view's filters, over the pages read so far: the interface names no filter of the post list. */
import type { ListedPost } from '@/lib/service/post';
import { accountRefsOf } from './view';

export const STATE_FILTERS = ['all', 'scheduled', 'published', 'failed'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

export interface PostsFilter {
  state: StateFilter;
  account: number | null;
}

export const NO_FILTER: PostsFilter = { state: 'all', account: null };

/** Each post once (a page read later may repeat one as the list moves), as far as the filter keeps it. */
export function filterPosts<T extends ListedPost>(pages: readonly (readonly T[])[], filter: PostsFilter): T[] {
  const seen = new Set<number>();
  const kept: T[] = [];
  for (const page of pages) {
    for (const post of page) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      if (filter.state !== 'all' && post.status !== filter.state) continue;
      if (filter.account !== null && !accountRefsOf(post).some((a) => a.id === filter.account)) continue;
      kept.push(post);
    }
  }
  return kept;
}
