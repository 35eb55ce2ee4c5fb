// After a Create Post whose outcome is unknown, the post list tells whether the post exists. The record is "not
// shown", so each criterion applies only when the record carries what it needs.
import { instantOf, postDueAt } from '@/lib/api/post-time';
import { idOf, isRecord } from '@/lib/api/ids';
import type { ListedPost, NewPost } from '../service/post';

/** When a post asks to be published; undefined for "now". */
export const dueOf = (post: NewPost): number | undefined =>
  post.when.instant ? undefined : instantOf(`${post.when.date} ${post.when.time}`, post.when.timezone);

/** Clocks of the browser and the service may disagree by this much. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

/** `accounts` as objects with `id` and `type`, or as plain ids; undefined when absent. */
export function accountRefsOf(record: ListedPost): { id: number | undefined; type: string | undefined }[] | undefined {
  if (!Array.isArray(record.accounts)) return undefined;
  return record.accounts.map((a: unknown) => {
    const account = isRecord(a) ? a : { id: a };
    return { id: idOf(account.id), type: typeof account.type === 'string' ? account.type : undefined };
  });
}

/** Undefined as well when any account has no id. */
export function accountIds(record: ListedPost): number[] | undefined {
  const ids = accountRefsOf(record)?.map((a) => a.id);
  return ids?.every((id) => id !== undefined) ? (ids as number[]) : undefined;
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
}

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

/** Its text, and its accounts when it names them; due and creation times are each caller's to compare. */
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
    const wanted = dueOf(post);
    if (due !== undefined && wanted !== undefined && due !== wanted) return false;
  }
  const created = createdAt(record);
  return created === undefined || created >= attemptAt - CLOCK_SKEW_MS;
}

export type PostsPageLike = { posts: ListedPost[]; total?: number | undefined };

/**
 * The post on the list's first page, else — the order is not shown — on its last; `claimed` are posts known to be
 * others (earlier sends of the same text).
 */
export async function findInPostList(
  listPosts: (page: number) => Promise<PostsPageLike>,
  post: NewPost,
  attemptAt: number,
  claimed: ReadonlySet<number>,
): Promise<ListedPost | undefined> {
  const find = (page: PostsPageLike) => page.posts.find((r) => !claimed.has(r.id) && isSamePost(r, post, attemptAt));
  const first = await listPosts(1);
  const found = find(first);
  const size = first.posts.length;
  if (found || size === 0 || first.total === undefined || first.total <= size) return found;
  return find(await listPosts(Math.ceil(first.total / size)));
}
