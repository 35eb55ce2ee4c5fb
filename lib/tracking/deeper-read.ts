/**
 * Due posts the tracker's first page does not show, when the list has more pages: a person who scheduled more than a
 * page of posts ahead has the earliest ones further back (the order is not shown; newest first is usual). The next
 * pages are read, each a read of its own and never the reserve, until every due post was seen.
 */
import type { PostsPage } from '@/lib/api';
import { RECENT_POSTS_QUERY } from './query';

/** Pages read beyond the first in one go (up to 500 posts deep). */
const DEEPER_PAGES = 4;

export interface DeeperReadPorts {
  listPosts(query: { page: number; perPage: number }): Promise<PostsPage>;
  /** Whether a tracked post is due and none of the pages read so far showed it. */
  dueUnseen(seen: ReadonlySet<number>): Promise<boolean>;
  /** Whether the background may spend a read (never the reserve). */
  canRead(): Promise<boolean>;
  /** What a page says about the tracked posts (the tracker's own `apply`). */
  apply(page: PostsPage, query: { page: number; perPage: number }): Promise<unknown>;
}

export async function readDeeper(first: PostsPage, ports: DeeperReadPorts): Promise<void> {
  const { perPage } = RECENT_POSTS_QUERY;
  const seen = new Set(first.posts.map((p) => p.id));
  const last =
    first.total === undefined ? 1 + DEEPER_PAGES : Math.min(1 + DEEPER_PAGES, Math.ceil(first.total / perPage));
  let size = first.posts.length;
  for (let page = 2; page <= last && size >= perPage; page += 1) {
    if (!(await ports.dueUnseen(seen)) || !(await ports.canRead())) return;
    const next = await ports.listPosts({ page, perPage });
    next.posts.forEach((p) => seen.add(p.id));
    size = next.posts.length;
    await ports.apply(next, { page, perPage });
  }
}
