/**
 * Post answers. Create Post's answer is specified (Resources → Post); the full record returned by list posts
 * is "not shown", so it is read tolerantly (docs/design.md §4): `id` or `post_id`, any `status` string, dates as
 * `scheduled_date` + `timezone` or ISO strings, every other field kept.
 */
import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { Id, Num, Text, listAnswer } from './schemas';

/** A post id under `post_id` or `id`, normalised to `id` (zod/mini's transform context has no `addIssue`). */
function withId<T extends { id?: number | undefined; post_id?: number | undefined }>(post: T, ctx: core.ParsePayload) {
  const id = post.id ?? post.post_id;
  if (id === undefined) {
    ctx.issues.push({ code: 'custom', message: 'a post needs `id` or `post_id`', path: ['post_id'], input: post });
    return z.NEVER;
  }
  return { ...post, id };
}

/**
 * Create Post's answer (202). Only the id is required: the post exists once the service said 2xx, so a
 * surprising count or status must not turn success into failure. Wrongly typed counts become undefined.
 */
export const CreatedPost = z.pipe(
  z.looseObject({
    id: z.optional(Id),
    post_id: z.optional(Id),
    content: z.catch(Text, undefined),
    scheduled_date: z.catch(Text, undefined),
    timezone: z.catch(Text, undefined),
    accounts: z.catch(Num, undefined),
    media: z.catch(Num, undefined),
    replies: z.catch(Num, undefined),
    status: z.catch(z.optional(z.string()), undefined),
  }),
  z.transform(withId),
);
export type CreatedPost = z.infer<typeof CreatedPost>;

/** A post record from list posts. */
export const PostRecord = z.pipe(
  z.looseObject({
    id: z.optional(Id),
    post_id: z.optional(Id),
    status: z.catch(z.optional(z.string()), undefined),
    content: Text,
    scheduled_date: Text,
    timezone: Text,
  }),
  z.transform(withId),
);
export type PostRecord = z.infer<typeof PostRecord>;

/** List posts: bare array or `{posts|data|items: [...]}` with optional `page`, `per_page`, `total`. */
const PageNumber = z.catch(Num, undefined);
export const PostsPage = z.pipe(
  listAnswer(PostRecord, 'posts', ['data', 'items']),
  z.transform((p) => ({
    posts: p.posts as PostRecord[],
    page: PageNumber.parse(p.page),
    perPage: PageNumber.parse(p.per_page),
    total: PageNumber.parse(p.total),
  })),
);
export type PostsPage = z.infer<typeof PostsPage>;

/** Analytics: shape not shown; any JSON object (numbers, strings, nested), rendered generically. */
export const Analytics = z.looseObject({});
export type Analytics = z.infer<typeof Analytics>;
