/** Stored shapes of storage's own: cached answers with their age, uploads, why a credential was dropped. */
import { z } from 'zod/mini';
import { Account, MediaItem } from '@/lib/api/schemas';
import { PostRecord } from '@/lib/api/post-schemas';
import { ErrorData } from '@/lib/errors/data';

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

/** Which kind of credential the service refused, shown until the person acts. */
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
  /** An error, the runner gone or stopped, not attached (the draft `has` the other kind), or a video pending. */
  ending: z.optional(
    z.union([
      z.object({ kind: z.literal('error'), error: ErrorData }),
      z.object({ kind: z.literal('not-attached'), has: z.optional(z.enum(['image', 'video'])) }),
      z.object({ kind: z.enum(['lost', 'stopped', 'video-pending']) }),
    ]),
  ),
});
export type RunUpload = z.infer<typeof RunUpload>;
