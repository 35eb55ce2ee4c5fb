import type { Post } from './state.ts';
import { prng } from './prng.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Analytics of a published post (shape "not shown": chosen by the sandbox). Deterministic per
 * post id and non-decreasing with simulated time since publication: reach saturates over ~a day.
 */
export function analyticsFor(post: Post, now: number) {
  const random = prng(post.id * 2654435761);
  const reach = 500 + Math.floor(random() * 20_000) * post.accounts.length;
  const rates = {
    likes: 0.01 + random() * 0.05,
    reposts: 0.002 + random() * 0.01,
    replies: 0.001 + random() * 0.005,
    clicks: 0.005 + random() * 0.03,
  };
  const hours = Math.max(0, now - (post.publishedAt ?? now)) / HOUR;
  const impressions = Math.floor(reach * (1 - Math.exp(-hours / 6)));
  const likes = Math.floor(impressions * rates.likes);
  const reposts = Math.floor(impressions * rates.reposts);
  const replies = Math.floor(impressions * rates.replies);
  const clicks = Math.floor(impressions * rates.clicks);
  const engaged = likes + reposts + replies + clicks;
  return {
    post_id: post.id,
    impressions,
    likes,
    reposts,
    replies,
    clicks,
    engagement_rate: `${impressions === 0 ? '0.0' : ((engaged / impressions) * 100).toFixed(1)}%`,
    updated_at: new Date(now).toISOString(),
  };
}
