import { describe, expect, it } from 'vitest';
import { filterPosts, NO_FILTER } from '@/lib/posts/pages';
import { createOlderPages, pagesLeft } from '@/lib/posts/pages';
import type { ListedPost } from '@/lib/service/post';

const post = (id: number, status: string, accounts: number[] = [1]): ListedPost => ({
  id,
  status,
  accounts: accounts.map((a) => ({ id: a, type: 'twitter' })),
});

describe('pagesLeft (lib/posts/pages.ts)', () => {
  it.each([
    ['1,000 posts, one page read', 1000, 1, 100, 9],
    ['1,000 posts, all ten read', 1000, 10, 100, 0],
    ['99 posts', 99, 1, 99, 0],
    ['no total, a full page', undefined, 1, 100, 'unknown'],
    ['no total, a short page', undefined, 3, 40, 0],
  ] as const)('%s', (_, total, read, last, expected) => {
    expect(pagesLeft(total, read, last)).toBe(expected);
  });
});

describe('older pages', () => {
  it('reads the next page only when asked, one read each, up to the last page', async () => {
    const asked: unknown[] = [];
    const older = createOlderPages({
      ask: (async (_type: string, data: { page: number }) => {
        asked.push(data);
        return { posts: [post(1000 - data.page, 'published')], total: 250, fetchedAt: 1 };
      }) as never,
    });
    older.firstPage({ total: 250, posts: new Array(100) });
    expect(older.left.value).toBe(2);
    await older.next();
    await older.next();
    await older.next(); // nothing left: no request
    expect(asked).toEqual([
      { page: 2, perPage: 100 },
      { page: 3, perPage: 100 },
    ]);
    expect(older.left.value).toBe(0);
    older.forget(998);
    expect(older.posts.value.map((p) => p.id)).toEqual([997]);
  });
});

describe('filterPosts (lib/posts/pages.ts)', () => {
  const pages = [
    [post(1, 'scheduled', [1, 2]), post(2, 'published', [3])],
    [post(2, 'published', [3]), post(3, 'failed', [2])],
  ];
  it.each([
    ['everything once', NO_FILTER, [1, 2, 3]],
    ['by state', { state: 'failed', account: null }, [3]],
    ['by account', { state: 'all', account: 2 }, [1, 3]],
    ['by both', { state: 'scheduled', account: 3 }, []],
  ] as const)('%s', (_, filter, expected) => {
    expect(filterPosts(pages, filter).map((p) => p.id)).toEqual(expected);
  });
});
