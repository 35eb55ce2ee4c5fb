/**
 * Post answers. Create Post's is specified; the record List Posts returns is "not shown", so it is read tolerantly
 * (docs/design.md §4): `id` or `post_id`, any `status`, dates as `scheduled_date` + `timezone` or ISO, all else kept.
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

/** Only the id is required: the post exists once the service said 2xx, whatever else its answer says. */
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

/** Shape not shown: any JSON object, rendered generically. */
export const Analytics = z.looseObject({});
export type Analytics = z.infer<typeof Analytics>;
