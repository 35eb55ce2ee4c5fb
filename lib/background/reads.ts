/**
 * The cached reads pages ask for: accounts, media pages and post pages (docs/design.md §3.4). Each goes through
 * readThrough, so a fresh copy costs no read and `refresh` forces one.
 */
import type { Account, MediaItem, MediaQuery, PostsPage, PostsQuery } from '@/lib/api';
import { mediaCacheItem, postsCacheItem } from '@/lib/storage/items';
import { accountsCacheItem } from '@/lib/storage/page-items';
import type { BackgroundDeps } from './deps';
import { FRESH_MS, mediaKey, postsKey, readThrough, withPage, type CacheAnswer } from '../storage/caches';
import type { Session } from './session';

type PostsValue = Pick<PostsPage, 'posts'> & { page?: number | undefined; total?: number | undefined };

export function createReads(deps: Pick<BackgroundDeps, 'clock'>, session: Session) {
  /**
   * Post pages being read now, by key: two pages asking for the same stale page at once (the popup's list and the
   * composer's queue) share one read instead of spending two.
   */
  const postsInFlight = new Map<string, Promise<CacheAnswer<PostsValue>>>();
  return {
    accounts(refresh?: boolean): Promise<CacheAnswer<Account[]>> {
      return session.withApi(async (api, current) =>
        readThrough({
          cached: await accountsCacheItem.get(),
          maxAgeMs: FRESH_MS.accounts,
          refresh,
          now: deps.clock.now(),
          fetch: () => api.listAccounts(),
          store: async (entry) => {
            if (current()) await accountsCacheItem.set(entry);
          },
        }),
      );
    },

    media(query: MediaQuery, refresh?: boolean): Promise<CacheAnswer<MediaItem[]>> {
      const key = mediaKey(query);
      return session.withApi(async (api, current) => {
        const pages = await mediaCacheItem.get();
        return readThrough({
          cached: pages[key] ?? null,
          maxAgeMs: FRESH_MS.media,
          refresh,
          now: deps.clock.now(),
          fetch: () => api.listMedia(query),
          store: async (entry) => {
            const kept = await mediaCacheItem.get();
            if (current()) await mediaCacheItem.set(withPage(kept, key, entry));
          },
        });
      });
    },

    posts(query: PostsQuery, refresh?: boolean): Promise<CacheAnswer<PostsValue>> {
      const key = postsKey(query);
      const shared = refresh ? undefined : postsInFlight.get(key);
      if (shared) return shared;
      const reading = session.withApi(async (api, current) => {
        const pages = await postsCacheItem.get();
        return readThrough<PostsValue>({
          cached: pages[key] ?? null,
          maxAgeMs: FRESH_MS.posts,
          refresh,
          now: deps.clock.now(),
          fetch: async () => {
            const { posts, page, total } = await api.listPosts(query);
            return { posts, page, total };
          },
          store: async (entry) => {
            const kept = await postsCacheItem.get();
            if (current()) await postsCacheItem.set(withPage(kept, key, entry));
          },
        });
      });
      if (refresh) return reading;
      postsInFlight.set(key, reading);
      return reading.finally(() => postsInFlight.delete(key));
    },
  };
}
