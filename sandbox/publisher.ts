import twitterText from 'twitter-text';
import type { SimClock } from './clock.ts';
import type { Webhooks } from './webhooks.ts';
import { clearExpiredWindows } from './rate-limit.ts';
import { postJson } from './records.ts';
import type { AccountType, Post, State } from './state.ts';

/** Twitter's post and reply limit (Limits table), counted the way Twitter weighs text (URLs 23, CJK 2). */
const TWITTER_LIMIT = 280;

const PLATFORM_NAMES: Record<AccountType, string> = {
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  linkedin_page: 'LinkedIn Page',
  instagram: 'Instagram',
  facebook: 'Facebook',
  threads: 'Threads',
  bluesky: 'Bluesky',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

function weightedLength(text: string): number {
  return twitterText.parseTweet(text).weightedLength;
}

/** Why a due post cannot be published, or undefined when it can. */
function publishError(post: Post, state: State): string | undefined {
  for (const ref of post.accounts) {
    const account = state.accounts.find((a) => a.id === ref.id);
    if (!account?.connected) {
      return `${PLATFORM_NAMES[ref.type]}: account ${ref.id}${account ? ` (@${account.username})` : ''} is no longer connected`;
    }
  }
  if (!post.accounts.some((a) => a.type === 'twitter')) return undefined;
  // Create Post rule 3: over 280 for a twitter account is rejected at publish time, not at request time.
  const length = weightedLength(post.content);
  if (length > TWITTER_LIMIT) return `Twitter: the text is ${length} characters; the limit is ${TWITTER_LIMIT}`;
  for (const [index, reply] of post.replies.entries()) {
    const replyLength = weightedLength(reply);
    if (replyLength > TWITTER_LIMIT) {
      return `Twitter: reply ${index + 1} is ${replyLength} characters; the limit is ${TWITTER_LIMIT}`;
    }
  }
  return undefined;
}

/**
 * Runs every transition that came due on the simulated clock: pending videos become processed,
 * scheduled posts become published or failed (firing webhooks), idle rate windows clear.
 * Runs before every request and on a 1-second timer.
 */
/** What publishing needs of the running sandbox (context.ts): its clock, state and webhooks. */
export function runTransitions(sb: {
  readonly clock: SimClock;
  readonly state: State;
  readonly webhooks: Webhooks;
}): void {
  const { state } = sb;
  const now = sb.clock.now();
  for (const media of state.media) {
    if (media.status === 'pending' && media.readyAt !== undefined && media.readyAt <= now) media.status = 'processed';
  }
  const due = state.posts
    .filter((p) => p.status === 'scheduled' && p.dueAt <= now)
    .sort((a, b) => a.dueAt - b.dueAt || a.id - b.id);
  for (const post of due) {
    // A post due in the past when created goes out at creation (the next tick), not before.
    const at = Math.max(post.dueAt, post.createdAt);
    const error = publishError(post, state);
    if (error === undefined) {
      post.status = 'published';
      post.publishedAt = at;
    } else {
      post.status = 'failed';
      post.failedAt = at;
      post.error = error;
    }
    sb.webhooks.emit(post.owner, {
      event: post.status === 'published' ? 'post.published' : 'post.failed',
      post_id: post.id,
      status: post.status,
      occurred_at: new Date(at).toISOString(),
      post: postJson(post),
    });
  }
  clearExpiredWindows(state, now);
}
