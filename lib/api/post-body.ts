/**
 * From the composer's post to Create Post's JSON body (service-interface.md, POST /developers/v1/post).
 * Only the new fields are sent, never the legacy `scheduled_date`/`image_ids`/`video_ids` (Versioning), and
 * only those that apply: `replies` only for a `twitter` account ("ignored for other account types"),
 * `title` only for `youtube`/`tiktok`, `timezone` always explicit (rule 2 would otherwise read the time as UTC).
 */

export interface AccountRef {
  id: number;
  /** Platform id from List Accounts; "the `id` and `type` values are stored and sent together". */
  type: string;
}

export type When =
  | { instant: true; timezone?: string }
  | { instant?: false; date: string; time: string; timezone: string };

export interface NewPost {
  content: string;
  when: When;
  accounts: AccountRef[];
  /** Media ids (`image-<id>` / `video-<id>`). */
  attachments?: string[];
  /** Twitter thread: reply tweets in order. */
  replies?: string[];
  /** Video title for youtube/tiktok. */
  title?: string;
}

export interface PostBody {
  content: string;
  post_instant?: true;
  date?: string;
  time?: string;
  timezone?: string;
  accounts: AccountRef[];
  attachments?: string[];
  replies?: string[];
  title?: string;
}

export const THREAD_PLATFORMS: readonly string[] = ['twitter'];
export const TITLE_PLATFORMS: readonly string[] = ['youtube', 'tiktok'];

/** The request body for a post. Pure: the same post always gives the same body. */
export function buildPostBody(post: NewPost): PostBody {
  const types = new Set(post.accounts.map((a) => a.type));
  const body: PostBody = {
    content: post.content,
    // Only id and type: anything else the UI keeps about an account (name, avatar) is not the service's business.
    accounts: post.accounts.map(({ id, type }) => ({ id, type })),
  };
  if (post.when.instant) {
    body.post_instant = true; // date and time would be ignored: not sent
    if (post.when.timezone) body.timezone = post.when.timezone;
  } else {
    body.date = post.when.date;
    body.time = post.when.time;
    body.timezone = post.when.timezone;
  }
  if (post.attachments?.length) body.attachments = [...post.attachments];
  const replies = (post.replies ?? []).filter((r) => r.trim() !== '');
  if (replies.length && THREAD_PLATFORMS.some((t) => types.has(t))) body.replies = replies;
  const title = post.title?.trim();
  if (title && TITLE_PLATFORMS.some((t) => types.has(t))) body.title = title;
  return body;
}
