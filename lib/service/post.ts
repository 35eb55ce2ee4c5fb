/**
 * The post Quickpost asks the service to create, one shape for every layer from the composer to Create Post's body
 * (lib/api/post-body.ts), and what is kept of a post once made.
 */
import { z } from 'zod/mini';

/** "The `id` and `type` values are stored and sent together when choosing accounts" (Resources → Account). */
export const AccountRef = z.object({
  id: z.number().check(z.refine(Number.isSafeInteger), z.nonnegative()),
  type: z.string().check(z.minLength(1)),
});
export type AccountRef = z.infer<typeof AccountRef>;

const When = z.union([
  z.object({ instant: z.literal(true), timezone: z.optional(z.string()) }),
  z.object({ instant: z.optional(z.literal(false)), date: z.string(), time: z.string(), timezone: z.string() }),
]);

export const NewPost = z.object({
  content: z.string(),
  when: When,
  accounts: z.array(AccountRef).check(z.minLength(1)),
  attachments: z.optional(z.array(z.string())),
  replies: z.optional(z.array(z.string())),
  title: z.optional(z.string()),
});
export type NewPost = z.infer<typeof NewPost>;

/** Our own copy of what a post said and where it went: the service's record is "not shown", so tracking keeps this. */
export const PostCopy = z.object({
  content: z.string(),
  replies: z.array(z.string()),
  title: z.optional(z.string()),
  attachments: z.array(z.string()),
  accounts: z.array(AccountRef),
  /** The outbox group it was sent in: "Edit and retry" brings back its refused siblings with it. */
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

/** Our status for a `post_instant` post the create answer calls `scheduled`, until published or failed. */
export const PUBLISHING = 'publishing';

/** A post as List Posts gives it: its id always, the rest as far as the record carries it. */
export interface ListedPost extends Record<string, unknown> {
  id: number;
  status?: string | undefined;
  content?: string | null | undefined;
  scheduled_date?: string | null | undefined;
  timezone?: string | null | undefined;
}

/** What our own create puts into the cached post list: what the answer and the request say. */
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
