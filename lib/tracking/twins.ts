// Twins (pure): a second copy of our post, made by the browser resending a POST when a reused connection closed before
// the answer; the service has no idempotency key. A twin is a record we do not know that says what ours says, created
// while our request was out (without `created_at`: the record right next to ours).
import { postDueAt, type PostRecord } from '@/lib/api';
import { createdAt, sameTextAndAccounts } from '@/lib/outbox/match';
import type { PendingTwin, TrackedPost, TrackerState } from '@/lib/storage/tracker-items';

/** A sweep read waits this long after a post was created, so that posts scheduled one after another share it. */
export const SWEEP_DELAY_MS = 2 * 60_000;
/** … and comes at least this long before the post is due, while a twin can still be deleted. */
export const SWEEP_LEAD_MS = 60_000;
/** A post due sooner than this after its creation gets no read of its own: its due read sees any twin. */
const SWEEP_MIN_MS = 5_000;
/** Timestamps of the service may be rounded to the second. */
const STAMP_SLACK_MS = 1_000;

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
      const { content, accounts, dueAt } = post;
      const found: PendingTwin = { id: twin.id, of: post.id, content, accounts, dueAt, attempts: 0, nextAt: 0 };
      if (twin.status === 'published') published.push(found);
      else if (twin.status !== 'failed') pending.push(found); // a failed copy publishes nothing: left alone
    }
    const { twinCheck: _done, ...checked } = post;
    return checked;
  });
  return { state: { ...state, posts, twins: pending }, published };
}
