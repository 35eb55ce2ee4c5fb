// The posts view's pages: beyond the first, pages of 100 read only when the person scrolls or asks; and its filters,
// over the pages read so far, since the interface names no filter of the post list.
import { computed, signal } from '@preact/signals';
import { sentenceFor } from '@/lib/errors/sentence';
import type { Ask } from '@/lib/messaging/protocol';
import type { ListedPost } from '@/lib/service/post';
import { readOnly } from '@/lib/signals/read-only';
import { RECENT_POSTS_QUERY } from '@/lib/tracking/query';
import { typedAccountsOf } from './view';

const PER_PAGE = RECENT_POSTS_QUERY.perPage;

export const STATE_FILTERS = ['all', 'scheduled', 'published', 'failed'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];
export type PostsFilter = { state: StateFilter; account: number | null };
export const NO_FILTER: PostsFilter = { state: 'all', account: null };

/** Each post once (a page read later may repeat one as the list moves), as far as the filter keeps it. */
export function filterPosts<T extends ListedPost>(pages: readonly (readonly T[])[], filter: PostsFilter): T[] {
  const seen = new Set<number>();
  return pages.flat().filter((post) => {
    if (seen.has(post.id)) return false;
    seen.add(post.id);
    if (filter.state !== 'all' && post.status !== filter.state) return false;
    return filter.account === null || typedAccountsOf(post).some((a) => a.id === filter.account);
  });
}

/** Pages still to read to reach the oldest post: known from a total, or "at least one more" after a full page. */
export function pagesLeft(total: number | undefined, pagesRead: number, lastPageSize: number): number | 'unknown' | 0 {
  if (total !== undefined) return Math.max(0, Math.ceil(total / PER_PAGE) - pagesRead);
  return lastPageSize < PER_PAGE ? 0 : 'unknown';
}

export function createOlderPages({ ask }: { ask: Ask }) {
  const pages = signal<ListedPost[][]>([]);
  const total = signal<number | undefined>(undefined);
  const firstPageSize = signal(0);
  const loading = signal(false);
  const error = signal('');
  const lastSize = computed(() => pages.value.at(-1)?.length ?? firstPageSize.value);
  const left = computed(() => pagesLeft(total.value, 1 + pages.value.length, lastSize.value));

  return {
    posts: computed(() => pages.value.flat()),
    left,
    ...readOnly({ total, loading, error }),
    firstPage(answer: { total?: number | undefined; posts: readonly unknown[] }): void {
      total.value = answer.total;
      firstPageSize.value = answer.posts.length;
    },
    /** Reads the next page: one read at most, none when the background has it fresh. */
    async next(): Promise<void> {
      if (loading.value || left.value === 0) return;
      loading.value = true;
      error.value = '';
      try {
        const answer = await ask('posts.list', { page: pages.value.length + 2, perPage: PER_PAGE });
        pages.value = [...pages.value, answer.posts as ListedPost[]];
        if (answer.total !== undefined) total.value = answer.total;
      } catch (err) {
        error.value = sentenceFor(err, { operation: 'listPosts' });
      } finally {
        loading.value = false;
      }
    },
    /** A post deleted here: the only change a page makes to an older page. */
    forget: (id: number) => void (pages.value = pages.value.map((page) => page.filter((p) => p.id !== id))),
  };
}

export type OlderPages = ReturnType<typeof createOlderPages>;
