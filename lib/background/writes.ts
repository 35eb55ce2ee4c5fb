/**
 * The writes pages may ask for directly (Create Post is asked of them by the outbox alone: lib/background/outbox-service.ts). Each one updates the
 * caches it changes, so the next popup shows it without spending a read (docs/design.md §3.4).
 */
import type { CreatedPost, MediaItem, RetryHooks } from '@/lib/api';
import { isApiHttpError } from '@/lib/errors/service';
import { createdRecord, type NewPost } from '@/lib/service/post';
import { mediaCacheItem, postsCacheItem } from '@/lib/storage/items';
import { noteAccountUse } from '@/lib/storage/account-use-item';
import { mapPages } from '../storage/caches';
import type { Session } from './session';

/** Does a media page with this key ("image:1:20") list items like this one, on its first page? */
function firstPageFor(key: string, item: Pick<MediaItem, 'type'>): boolean {
  const [type, page] = key.split(':');
  return page === '1' && (type === 'all' || type === item.type);
}

/**
 * Runs a delete, then drops the item from the caches — also when the service answers 404 ("does not exist or
 * belongs to another user"): it is gone either way, so the cache must not show it again. The 404 still reaches
 * the page, which says so.
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

export function createWrites(session: Session) {
  return {
    async createPost(post: NewPost, retries?: RetryHooks): Promise<CreatedPost> {
      return session.withApi(async (api, current) => {
        const created = await api.createPost(post, retries);
        // The list's order is not shown (list posts: "not shown"): the new post goes first on page 1, as
        // "upcoming" lists usually put it; the next real read puts it where the service does. A post sent now shows
        // as publishing, not scheduled, until a read (the person's, the tracker's after an event) says otherwise.
        const record = createdRecord(created, post);
        const pages = await postsCacheItem.get();
        if (current())
          await postsCacheItem.set(
            mapPages(pages, (value, key) =>
              key.startsWith('1:')
                ? { ...value, posts: [record, ...value.posts.filter((p) => p.id !== record.id)] }
                : value,
            ),
          );
        // The composer puts the accounts used last first among many (lib/composer/account-filter-model.ts).
        await noteAccountUse(post.accounts.map((a) => a.id));
        return created;
      });
    },

    async deletePost(id: number): Promise<void> {
      await removedEvenIfGone(
        () => session.withApi((api) => api.deletePost(id)),
        async () => {
          const pages = await postsCacheItem.get();
          await postsCacheItem.set(
            mapPages(pages, (value) => ({ ...value, posts: value.posts.filter((p) => p.id !== id) })),
          );
        },
      );
    },

    async deleteMedia(mediaId: string): Promise<void> {
      await removedEvenIfGone(
        () => session.withApi((api) => api.deleteMedia(mediaId)),
        async () => {
          await mediaCacheItem.set(
            mapPages(await mediaCacheItem.get(), (items) => items.filter((m) => m.media_id !== mediaId)),
          );
        },
      );
    },

    /** A page uploaded a file (upload.ticket): it joins the first cached page of each list it belongs to. */
    async uploaded(item: MediaItem): Promise<void> {
      const pages = await mediaCacheItem.get();
      await mediaCacheItem.set(
        mapPages(pages, (items, key) =>
          firstPageFor(key, item) ? [item, ...items.filter((m) => m.media_id !== item.media_id)] : items,
        ),
      );
    },
  };
}

export type Writes = ReturnType<typeof createWrites>;
