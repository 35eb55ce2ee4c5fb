// What takes a slot of the posting queue: upcoming cached posts and the outbox's posts. Records are "not shown", so
// one without a due time takes none and one without accounts takes it for all.
import { postDueAt } from '@/lib/api/post-time';
import { nextFreeSlot, placeInQueue, type Occupied, type Slot } from '@/lib/draft/queue-slots';
import type { PostingSchedule } from '@/lib/settings/schema';
import type { ListedPost, NewPost } from '../service/post';
import type { OutboxEntry } from '../storage/outbox-entry';
import { accountIds, dueOf } from './match';

/**
 * Read once per record: the composer asks on every change of the draft, and 1,000 zoned times are most of that
 * cost. Records are never changed in place, so a record's time never goes stale.
 */
const dueTimes = new WeakMap<object, number | undefined>();
function dueAtOf(post: ListedPost): number | undefined {
  if (!dueTimes.has(post)) dueTimes.set(post, postDueAt(post));
  return dueTimes.get(post);
}

export function occupiedBy(posts: readonly ListedPost[], entries: readonly OutboxEntry[]): Occupied[] {
  const fromList = posts.flatMap((p): Occupied[] => {
    if (p.status !== undefined && p.status !== 'scheduled') return [];
    const at = dueAtOf(p);
    return at === undefined ? [] : [{ epochMs: at, accounts: accountIds(p) }];
  });
  const fromOutbox = entries.flatMap((e): Occupied[] => {
    const at = e.state === 'failed' ? undefined : dueOf(e.post);
    return at === undefined ? [] : [{ epochMs: at, accounts: e.post.accounts.map((a) => a.id) }];
  });
  return [...fromList, ...fromOutbox];
}

export interface QueueState {
  schedule: PostingSchedule;
  posts: readonly ListedPost[];
  entries: readonly OutboxEntry[];
  now: number;
}

/** The slot asked for if still free, else the next free one; unchanged (the time the composer showed) when none is. */
export function placeQueued(post: NewPost, state: QueueState): NewPost {
  const wanted = dueOf(post);
  if (post.when.instant || wanted === undefined) return post;
  const input = {
    schedule: state.schedule,
    timeZone: post.when.timezone,
    accounts: post.accounts.map((a) => a.id),
    occupied: occupiedBy(state.posts, state.entries),
  };
  const { slot } = placeInQueue(input, state.now, { epochMs: wanted });
  return slot ? { ...post, when: { date: slot.date, time: slot.time, timezone: slot.timeZone } } : post;
}

/** The address bar's suggestion. */
export function nextQueueSlot(accounts: readonly number[], timeZone: string, state: QueueState): Slot | undefined {
  return nextFreeSlot(
    { schedule: state.schedule, timeZone, accounts, occupied: occupiedBy(state.posts, state.entries) },
    state.now,
  );
}
