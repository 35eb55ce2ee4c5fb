// The writes pages ask for (Create Post only through the outbox). Each updates the caches it changes, so the next
// popup shows it without spending a read.
import type { CreatedPost, MediaItem, RetryHooks } from '@/lib/api';
import { isApiHttpError } from '@/lib/errors/service';
import { createdRecord, type NewPost } from '@/lib/service/post';
import { mediaCacheItem, postsCacheItem } from '@/lib/storage/items';
import { noteAccountUse } from '@/lib/storage/account-use-item';
import { mapPages } from '../storage/caches';
import type { ServiceAccess } from './service-access';

/**
 * A 404 ("does not exist or belongs to another user") also drops the item from the caches: it is gone either way.
 * The 404 still reaches the page, which says so.
 */
async function removedEvenIfGone(remove: () => Promise<unknown>, forget: () => Promise<void>): Promise<void> {
  try {
    await remove();
  } catch (error) {
    if (isApiHttpError(error) && error.status === 404) await forget();
    throw error;
  }
  await forget();
}

export function createWrites(access: ServiceAccess) {
  return {
    async createPost(post: NewPost, retries?: RetryHooks): Promise<CreatedPost> {
      return access.withApi(async (api, current) => {
        const created = await api.createPost(post, retries);
        // The list's order is not shown: the new post goes first on page 1 until the next read puts it where the
        // service does; one sent now shows as publishing until a read says otherwise.
        const record = createdRecord(created, post);
        const pages = await postsCacheItem.get();
        const first = (key: string) => key.startsWith('1:');
        if (current())
          await postsCacheItem.set(
            mapPages(pages, (value, key) =>
              first(key) ? { ...value, posts: [record, ...value.posts.filter((p) => p.id !== record.id)] } : value,
            ),
          );
        await noteAccountUse(post.accounts.map((a) => a.id));
        return created;
      });
    },

    deletePost: (id: number) =>
      removedEvenIfGone(
        () => access.withApi((api) => api.deletePost(id)),
        async () =>
          postsCacheItem.set(
            mapPages(await postsCacheItem.get(), (value) => ({
              ...value,
              posts: value.posts.filter((p) => p.id !== id),
            })),
          ),
      ),

    deleteMedia: (mediaId: string) =>
      removedEvenIfGone(
        () => access.withApi((api) => api.deleteMedia(mediaId)),
        async () =>
          mediaCacheItem.set(
            mapPages(await mediaCacheItem.get(), (items) => items.filter((m) => m.media_id !== mediaId)),
          ),
      ),

    /** An uploaded file joins the first cached page of each list it belongs to ("image:1:20"). */
    async uploaded(item: MediaItem): Promise<void> {
      const pages = await mediaCacheItem.get();
      await mediaCacheItem.set(
        mapPages(pages, (items, key) => {
          const [type, page] = key.split(':');
          const listed = page === '1' && (type === 'all' || type === item.type);
          return listed ? [item, ...items.filter((m) => m.media_id !== item.media_id)] : items;
        }),
      );
    },
  };
}

export type Writes = ReturnType<typeof createWrites>;
