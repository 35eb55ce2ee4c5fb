/** The cached reads pages ask for: a fresh copy costs no read, and `refresh` forces one. */
import type { Account, MediaItem, MediaQuery, PostsPage, PostsQuery } from '@/lib/api';
import { mediaCacheItem, postsCacheItem } from '@/lib/storage/items';
import { accountsCacheItem } from '@/lib/storage/page-items';
import type { BackgroundDeps } from './deps';
import { FRESH_MS, mediaKey, postsKey, readThrough, withPage, type CacheAnswer } from '../storage/caches';
import type { ServiceAccess } from './service-access';

type PostsValue = Pick<PostsPage, 'posts'> & { page?: number | undefined; total?: number | undefined };

export function createReads(deps: Pick<BackgroundDeps, 'clock'>, access: ServiceAccess) {
  /** Two pages asking for the same stale page at once (the popup's list and the queue) share one read. */
  const postsInFlight = new Map<string, Promise<CacheAnswer<PostsValue>>>();
  return {
    accounts: (refresh?: boolean): Promise<CacheAnswer<Account[]>> =>
      access.withApi(async (api, current) =>
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
      ),

    media: (query: MediaQuery, refresh?: boolean): Promise<CacheAnswer<MediaItem[]>> =>
      access.withApi(async (api, current) => {
        const key = mediaKey(query);
        return readThrough({
          cached: (await mediaCacheItem.get())[key] ?? null,
          maxAgeMs: FRESH_MS.media,
          refresh,
          now: deps.clock.now(),
          fetch: () => api.listMedia(query),
          store: async (entry) => {
            const kept = await mediaCacheItem.get();
            if (current()) await mediaCacheItem.set(withPage(kept, key, entry));
          },
        });
      }),

    posts(query: PostsQuery, refresh?: boolean): Promise<CacheAnswer<PostsValue>> {
      const key = postsKey(query);
      const shared = refresh ? undefined : postsInFlight.get(key);
      if (shared) return shared;
      const reading = access.withApi(async (api, current) =>
        readThrough<PostsValue>({
          cached: (await postsCacheItem.get())[key] ?? null,
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
        }),
      );
      if (refresh) return reading;
      postsInFlight.set(key, reading);
      return reading.finally(() => postsInFlight.delete(key));
    },
  };
}
