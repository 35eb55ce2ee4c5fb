/**
 * Create Post's JSON body from a post: only the fields that apply, with `timezone` always explicit, since rule 2
 * would otherwise read the time as UTC.
 */
import { hasThreadPlatform, hasTitlePlatform } from '../service/platforms';
import type { AccountRef, NewPost } from '../service/post';

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

export function buildPostBody(post: NewPost): PostBody {
  const types = post.accounts.map((a) => a.type);
  const body: PostBody = {
    content: post.content,
    // Only id and type: anything else the UI keeps about an account is not the service's business.
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
  if (replies.length && hasThreadPlatform(types)) body.replies = replies;
  const title = post.title?.trim();
  if (title && hasTitlePlatform(types)) body.title = title;
  return body;
}
