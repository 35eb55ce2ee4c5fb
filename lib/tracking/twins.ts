/**
 * Twins: a second copy of a post Quickpost created, made by the browser and not by us. When a
 * keep-alive connection that was used before closes after the request went out and before any answer came,
 * Chromium (and Firefox) send the request again by themselves — POST included — and the page only ever sees
 * the second answer. If the service had already stored the first request, there are now two identical posts,
 * and the service's interface has no idempotency key to prevent it. The only trace is in the post list: a post
 * nobody asked for, identical to ours, created during our request. Pure: records and our tracked post in, the
 * twins out.
 *
 * A record is a twin of ours when: its id is not one we know (tracked, settled, or already being removed); its
 * text, accounts and due time are ours (each compared when the record carries it: the record is "not shown");
 * and it was created while our request was out — by the service's own clock, no earlier than our post's
 * `created_at` minus the time our request took. A service that gives no `created_at` still lists its posts in
 * creation order (newest or oldest first), so a twin is then the record right next to ours.
 */
import { postDueAt, type PostRecord } from '@/lib/api';
import { createdAt, sameTextAndAccounts } from '@/lib/outbox/match';
import type { PendingTwin, TrackedPost, TrackerState } from './tracked';

/** A sweep read waits this long after a post was created, so that posts scheduled one after another share it. */
export const SWEEP_DELAY_MS = 2 * 60_000;
/** … and comes at least this long before the post is due, while a twin can still be deleted. */
export const SWEEP_LEAD_MS = 60_000;
/** A post due sooner than this after its creation gets no read of its own: its due read sees any twin. */
const SWEEP_MIN_MS = 5_000;
/** Timestamps of the service may be rounded to the second. */
const STAMP_SLACK_MS = 1_000;

/** When a read should look for this post's twin, and the latest it is still useful; null when none is wanted. */
export function sweepWindow(post: TrackedPost): { at: number; deadline: number } | null {
  if (!post.twinCheck || post.instant) return null;
  const deadline = post.dueAt - SWEEP_LEAD_MS;
  const at = Math.min(post.createdAt + SWEEP_DELAY_MS, deadline);
  return at < post.createdAt + SWEEP_MIN_MS ? null : { at, deadline };
}

function sameContent(record: PostRecord, post: TrackedPost): boolean {
  if (!sameTextAndAccounts(record, post)) return false;
  if (post.instant) return true;
  const due = postDueAt(record);
  return due === undefined || due === post.dueAt;
}

/** The records that are twins of `post` (which must have a twin check pending and be in `records`). */
export function twinsOf(records: readonly PostRecord[], post: TrackedPost, known: ReadonlySet<number>): PostRecord[] {
  const within = post.twinCheck?.within;
  const index = records.findIndex((r) => r.id === post.id);
  if (within === undefined || index === -1) return [];
  const ours = createdAt(records[index]!);
  return records.filter((record, i) => {
    if (record.id === post.id || known.has(record.id) || !sameContent(record, post)) return false;
    const theirs = createdAt(record);
    if (ours === undefined || theirs === undefined)
      return ours === undefined && theirs === undefined && Math.abs(i - index) === 1;
    const before = ours - theirs;
    return before >= -STAMP_SLACK_MS && before <= within + STAMP_SLACK_MS;
  });
}

/** What one read says about twins: checks done, twins to delete, twins already published (too late to delete). */
export function lookForTwins(
  state: TrackerState,
  records: readonly PostRecord[],
  read: { at: number; firstPage: boolean },
): { state: TrackerState; published: PendingTwin[] } {
  const pending = [...(state.twins ?? [])];
  const published: PendingTwin[] = [];
  const known = new Set([...state.posts.map((p) => p.id), ...state.settled, ...pending.map((t) => t.id)]);
  const posts = state.posts.map((post) => {
    // A read sent before our answer came may not show the twin yet; a later page without our post says nothing.
    if (!post.twinCheck || read.at < post.createdAt) return post;
    if (!read.firstPage && !records.some((r) => r.id === post.id)) return post;
    for (const twin of twinsOf(records, post, known)) {
      known.add(twin.id);
      const found: PendingTwin = {
        id: twin.id,
        of: post.id,
        content: post.content,
        accounts: post.accounts,
        dueAt: post.dueAt,
        attempts: 0,
        nextAt: 0,
      }; // deleted at once
      if (twin.status === 'published') published.push(found);
      else if (twin.status !== 'failed') pending.push(found); // a failed copy publishes nothing: left alone
    }
    const { twinCheck: _done, ...checked } = post;
    return checked;
  });
  return { state: { ...state, posts, twins: pending }, published };
}
