/**
 * The posts view beyond its first page (docs/design.md §3.7 "Agencies"): the service's pages of 100, read one at a
 * time only when the person scrolls or asks, each through the background's cache, with the cost in reads said first.
 */
import { computed, signal } from '@preact/signals';
import { sentenceFor } from '@/lib/errors/sentence';
import type { AnswerData, RequestData, RequestType } from '@/lib/messaging/protocol';
import { RECENT_POSTS_QUERY } from '@/lib/tracking/query';
import type { ListedPost } from '@/lib/service/post';
import { readOnly } from '@/lib/signals/read-only';

const PER_PAGE = RECENT_POSTS_QUERY.perPage;

export interface OlderPagesPorts {
  ask<T extends RequestType>(type: T, data: RequestData<T>): Promise<AnswerData<T>>;
}

/** Pages still to read to reach the oldest post: known from a total, or "at least one more" after a full page. */
export function pagesLeft(total: number | undefined, pagesRead: number, lastPageSize: number): number | 'unknown' | 0 {
  if (total !== undefined) return Math.max(0, Math.ceil(total / PER_PAGE) - pagesRead);
  return lastPageSize < PER_PAGE ? 0 : 'unknown';
}

export function createOlderPages(ports: OlderPagesPorts) {
  /** Pages 2, 3, … as read, in order. */
  const pages = signal<ListedPost[][]>([]);
  /** From the first page's answer (the recent posts model reads it); undefined when the service gives none. */
  const total = signal<number | undefined>(undefined);
  const firstPageSize = signal(0);
  const loading = signal(false);
  const error = signal('');

  const lastSize = computed(() => pages.value.at(-1)?.length ?? firstPageSize.value);
  const left = computed(() => pagesLeft(total.value, 1 + pages.value.length, lastSize.value));

  const ask = (page: number, cacheOnly = false) =>
    ports.ask('posts.list', { page, perPage: PER_PAGE, ...(cacheOnly ? { cacheOnly } : {}) });

  return {
    posts: computed(() => pages.value.flat()),
    total: computed(() => total.value),
    /** Pages still to read to reach the oldest post (each one read at most); 'unknown' when the service gives no total. */
    left,
    ...readOnly({ loading, error }),
    /** What the first page said: how many posts in all (when told) and how many it held. */
    firstPage(answer: { total?: number | undefined; posts: readonly unknown[] }): void {
      total.value = answer.total;
      firstPageSize.value = answer.posts.length;
    },
    /** Reads the next page (one read at most: none when the background has it fresh). */
    async next(): Promise<void> {
      if (loading.value || left.value === 0) return;
      loading.value = true;
      error.value = '';
      try {
        const answer = await ask(pages.value.length + 2);
        pages.value = [...pages.value, answer.posts as ListedPost[]];
        if (answer.total !== undefined) total.value = answer.total;
      } catch (err) {
        error.value = sentenceFor(err, { operation: 'listPosts' });
      } finally {
        loading.value = false;
      }
    },
    /** A post deleted here (the only change to an older page a page makes; the tracker reads the first). */
    forget(id: number): void {
      pages.value = pages.value.map((page) => page.filter((p) => p.id !== id));
    },
  };
}

export type OlderPages = ReturnType<typeof createOlderPages>;
