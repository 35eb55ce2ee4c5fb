/**
 * After a Create Post whose outcome is unknown, the post list tells whether the post exists (docs/design.md §3.4, no
 * duplicate posts). The record is "not shown" in the interface, so each criterion applies only when the record
 * carries what it needs.
 */
import { instantOf, postDueAt } from '@/lib/api/post-time';
import type { ListedPost, NewPost } from '../service/post';

/** Clocks of the browser and the service may disagree by this much. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

/** Account ids of a record: `accounts` as objects with `id`, or as plain ids; undefined when absent. */
export function accountIds(record: ListedPost): number[] | undefined {
  const raw = record.accounts;
  if (!Array.isArray(raw)) return undefined;
  const ids = raw.map((a: unknown) => Number(typeof a === 'object' && a !== null ? (a as { id?: unknown }).id : a));
  return ids.every(Number.isFinite) ? ids : undefined;
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
}

/** When a record was created, from the usual field names; undefined when none can be read. */
export function createdAt(record: ListedPost): number | undefined {
  for (const field of ['created_at', 'createdAt', 'created']) {
    const value = record[field];
    if (typeof value === 'string') {
      const at = instantOf(value);
      if (at !== undefined) return at;
    }
  }
  return undefined;
}

/**
 * The record says the same as a post: its text, and its accounts when it names them. The due time and the creation
 * time are each caller's to compare (an outbox attempt and a tracked post know them differently).
 */
export function sameTextAndAccounts(
  record: ListedPost,
  post: { content: string; accounts: readonly { id: number }[] },
): boolean {
  if ((record.content ?? '').trim() !== post.content.trim()) return false;
  const ids = accountIds(record);
  return (
    !ids ||
    sameSet(
      ids,
      post.accounts.map((a) => a.id),
    )
  );
}

function isSamePost(record: ListedPost, post: NewPost, attemptAt: number): boolean {
  if (!sameTextAndAccounts(record, post)) return false;
  if (!post.when.instant) {
    // Compared as instants, so a service that spells the zone differently (Asia/Calcutta, Asia/Kolkata) still matches.
    const due = postDueAt(record);
    const wanted = instantOf(`${post.when.date} ${post.when.time}`, post.when.timezone);
    if (due !== undefined && wanted !== undefined && due !== wanted) return false;
  }
  const created = createdAt(record);
  return created === undefined || created >= attemptAt - CLOCK_SKEW_MS;
}

/** The listed post that is this one, skipping posts already known to be others (earlier sends of the same text). */
function findCreated(
  records: readonly ListedPost[],
  post: NewPost,
  attemptAt: number,
  claimed: ReadonlySet<number>,
): ListedPost | undefined {
  return records.find((r) => !claimed.has(r.id) && isSamePost(r, post, attemptAt));
}

/** A page of the post list, as the outbox reads it. */
export interface PostsPageLike {
  posts: ListedPost[];
  total?: number | undefined;
}

/**
 * The post in the post list: on its first page, else — the list's order is not shown, so the newest may be on the
 * last one — on its last page when there are more. One read, or two.
 */
export async function findInPostList(
  listPosts: (page: number) => Promise<PostsPageLike>,
  post: NewPost,
  attemptAt: number,
  claimed: ReadonlySet<number>,
): Promise<ListedPost | undefined> {
  const first = await listPosts(1);
  const found = findCreated(first.posts, post, attemptAt, claimed);
  const size = first.posts.length;
  if (found || size === 0 || first.total === undefined || first.total <= size) return found;
  return findCreated((await listPosts(Math.ceil(first.total / size))).posts, post, attemptAt, claimed);
}
