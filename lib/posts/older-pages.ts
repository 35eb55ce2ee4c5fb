/** The posts view beyond its first page: pages of 100, read only when the person scrolls or asks. */
import { computed, signal } from '@preact/signals';
import { sentenceFor } from '@/lib/errors/sentence';
import type { Ask } from '@/lib/messaging/protocol';
import type { ListedPost } from '@/lib/service/post';
import { readOnly } from '@/lib/signals/read-only';
import { RECENT_POSTS_QUERY } from '@/lib/tracking/query';

const PER_PAGE = RECENT_POSTS_QUERY.perPage;

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
    forget(id: number): void {
      pages.value = pages.value.map((page) => page.filter((p) => p.id !== id));
    },
  };
}

export type OlderPages = ReturnType<typeof createOlderPages>;
