/**
 * The schemas of stored shapes that belong to storage alone: a cached answer with its age, the uploads the
 * background runs, why a credential was dropped. Types for the items; schemas for checks.ts.
 */
import { z } from 'zod/mini';
import { Account, MediaItem } from '@/lib/api/schemas';
import { PostRecord } from '@/lib/api/post-schemas';
import { ErrorData } from '@/lib/errors/data';

/** A cached answer with the time it was fetched (docs/design.md §3.4: "cached in storage with their age"). */
const cached = <T extends z.ZodMiniType>(value: T) => z.object({ fetchedAt: z.number(), value });
/** Pages of a paged list, by query key ("image:1:20"). */
const pages = <T extends z.ZodMiniType>(value: T) => z.catchall(z.object({}), cached(value));

export const AccountsCache = z.nullable(cached(z.array(Account)));
export type AccountsCache = z.infer<typeof AccountsCache>;
export const MediaCache = pages(z.array(MediaItem));
export type MediaCache = z.infer<typeof MediaCache>;
export const PostsCache = pages(
  z.object({ posts: z.array(PostRecord), page: z.optional(z.number()), total: z.optional(z.number()) }),
);
export type PostsCache = z.infer<typeof PostsCache>;

/** Why the last credential was dropped — which kind the service refused — shown until the person acts. */
export const AuthNotice = z.nullable(z.object({ dropped: z.enum(['bearer', 'api-key']), at: z.number() }));
export type AuthNotice = z.infer<typeof AuthNotice>;

export const CredentialOrigin = z.nullable(z.object({ origin: z.string(), savedAt: z.number() }));
export type CredentialOrigin = z.infer<typeof CredentialOrigin>;

export const RunUpload = z.object({
  id: z.string(),
  name: z.string(),
  loaded: z.number(),
  total: z.number(),
  state: z.enum(['uploading', 'done', 'failed', 'cancelled']),
  /**
   * Why it ended as it did, as data, worded by the page that shows it (lib/composer/upload-model.ts): the
   * service's or the network's error; the runner gone (`lost`) or stopped with the browser (`stopped`); done but not
   * attached, because the draft `has` the other kind of media; attached, a video still being processed.
   */
  ending: z.optional(
    z.union([
      z.object({ kind: z.literal('error'), error: ErrorData }),
      z.object({ kind: z.literal('not-attached'), has: z.optional(z.enum(['image', 'video'])) }),
      z.object({ kind: z.enum(['lost', 'stopped', 'video-pending']) }),
    ]),
  ),
});
export type RunUpload = z.infer<typeof RunUpload>;
