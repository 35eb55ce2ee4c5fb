/**
 * The post Quickpost asks the service to create — one shape for every layer: the composer sends it, the
 * outbox stores it, the message contract carries it, the API client turns it into Create Post's body
 * (lib/api/post-body.ts), tracking and notifications remember it. zod/mini: pages parse it too.
 */
import { z } from 'zod/mini';

/** "The `id` and `type` values are stored and sent together when choosing accounts" (Resources → Account). */
export const AccountRef = z.object({ id: z.number().check(z.int(), z.nonnegative()), type: z.string().check(z.minLength(1)) });
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
