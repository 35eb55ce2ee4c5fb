// What one read of the post list tells the tracker (pure). A tracked post is matched by id; `published` and `failed`
// are final; any other status keeps it tracked, its backoff advanced once it is past due.
import type { PostRecord } from '@/lib/api';
import type { TrackedPost, TrackerState } from '@/lib/storage/tracker-items';

export type FinalStatus = 'published' | 'failed';

export const isFinal = (status: string | undefined): status is FinalStatus =>
  status === 'published' || status === 'failed';

export interface Final {
  post: TrackedPost;
  record: PostRecord;
  status: FinalStatus;
}

/** Whether a list page holds every post: fewer than asked for, or `total` says so. */
export function pageIsComplete(
  page: { posts: readonly unknown[]; total?: number | undefined },
  perPage: number,
  pageNumber = 1,
): boolean {
  if (pageNumber !== 1) return false;
  return page.total !== undefined ? page.total <= page.posts.length : page.posts.length < perPage;
}

/** Finals leave the list; posts the complete list no longer has vanish (deleted elsewhere: no notification). */
export function observe(
  state: TrackerState,
  read: { records: readonly PostRecord[]; complete: boolean; at: number },
  { graceMs }: { graceMs: number },
) {
  const byId = new Map(read.records.map((r) => [r.id, r]));
  const finals: Final[] = [];
  const vanished: TrackedPost[] = [];
  const posts: TrackedPost[] = [];
  for (const post of state.posts) {
    const record = byId.get(post.id);
    if (record && isFinal(record.status)) finals.push({ post, record, status: record.status });
    else if (!record && read.complete && post.createdAt < read.at) vanished.push(post);
    else {
      // Only reads after the grace count towards the backoff — once per read, however many pages it took (same `at`).
      const late = read.at >= post.dueAt + graceMs && post.lastCheckAt !== read.at;
      posts.push({
        ...post,
        hintedAt: post.hintedAt !== null && post.hintedAt <= read.at ? null : post.hintedAt,
        ...(late ? { checks: post.checks + 1, lastCheckAt: read.at } : {}),
      });
    }
  }
  return { state: { ...state, posts }, finals, vanished };
}
