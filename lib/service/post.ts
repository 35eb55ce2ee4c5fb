/**
 * The post Quickpost asks the service to create — one shape for every layer: the composer sends it, the
 * outbox stores it, the message contract carries it, the API client turns it into Create Post's body
 * (lib/api/post-body.ts), tracking and notifications remember it. zod/mini: pages parse it too.
 */
import { z } from 'zod/mini';

/** "The `id` and `type` values are stored and sent together when choosing accounts" (Resources → Account). */
export const AccountRef = z.object({
  id: z.number().check(z.refine(Number.isSafeInteger), z.nonnegative()),
  type: z.string().check(z.minLength(1)),
});
export type AccountRef = z.infer<typeof AccountRef>;

/** Now (`post_instant`), or a date and time in an IANA zone that is always sent explicitly. */
const When = z.union([
  z.object({ instant: z.literal(true), timezone: z.optional(z.string()) }),
  z.object({ instant: z.optional(z.literal(false)), date: z.string(), time: z.string(), timezone: z.string() }),
]);
type When = z.infer<typeof When>;

export const NewPost = z.object({
  content: z.string(),
  when: When,
  accounts: z.array(AccountRef).check(z.minLength(1)),
  /** Media ids (`image-<id>` / `video-<id>`). */
  attachments: z.optional(z.array(z.string())),
  /** Twitter thread: reply tweets in order. */
  replies: z.optional(z.array(z.string())),
  /** Video title for youtube/tiktok. */
  title: z.optional(z.string()),
});
export type NewPost = z.infer<typeof NewPost>;

/**
 * Our own copy of what a post said and where it went, normalised (lists always present): the service's full
 * post record is "not shown" (Resources → Post), so tracking keeps this copy and "Edit and retry" restores it.
 */
export const PostCopy = z.object({
  content: z.string(),
  replies: z.array(z.string()),
  title: z.optional(z.string()),
  attachments: z.array(z.string()),
  accounts: z.array(AccountRef),
  /**
   * The outbox group it was sent in, when its draft was customised per network (lib/storage/outbox-entry.ts): "Edit
   * and retry" brings back its refused siblings with it.
   */
  group: z.optional(z.string()),
});
export type PostCopy = z.infer<typeof PostCopy>;

export function copyOf(post: NewPost, group?: string): PostCopy {
  return {
    ...(group === undefined ? {} : { group }),
    content: post.content,
    replies: post.replies ?? [],
    ...(post.title === undefined ? {} : { title: post.title }),
    attachments: post.attachments ?? [],
    accounts: post.accounts.map(({ id, type }) => ({ id, type })),
  };
}

/**
 * Our own status for a post sent with `post_instant`, until a read or an event says published or failed: the
 * create answer says `scheduled` ("`scheduled` on creation", Resources → Post), though the post is on its way out.
 */
export const PUBLISHING = 'publishing';

/**
 * A post as List Posts gives it: its id always, the rest only as far as the record carries it (the interface shows
 * no full record). The posts view, the outbox's check for a post it may have made, and the queue all read these.
 */
export interface ListedPost extends Record<string, unknown> {
  id: number;
  status?: string | undefined;
  content?: string | null | undefined;
  timezone?: string | null | undefined;
}

/** The record our own create puts into the cached post list: what the create answer and the request say. */
export function createdRecord(
  created: { id: number; status?: string | undefined } & Record<string, unknown>,
  post: NewPost,
): { id: number; status: string } & Record<string, unknown> {
  const status = created.status ?? 'scheduled';
  return {
    ...created,
    content: typeof created.content === 'string' ? created.content : post.content,
    // The answer gives only how many accounts; the request says which.
    accounts: post.accounts.map(({ id, type }) => ({ id, type })),
    status: post.when.instant && status === 'scheduled' ? PUBLISHING : status,
  };
}
