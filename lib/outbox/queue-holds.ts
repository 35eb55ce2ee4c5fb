/**
 * What holds a queue slot (docs/design.md §3.7): upcoming cached posts and the outbox's posts. Records are "not
 * shown" in the interface, so one without a due time holds nothing and one without accounts holds it for all.
 */
import { instantOf, postDueAt } from '@/lib/api/post-time';
import { nextFreeSlot, placeInQueue, type Occupied, type Slot } from '@/lib/draft/queue-slots';
import type { PostingSchedule } from '@/lib/settings/schema';
import type { ListedPost, NewPost } from '../service/post';
import type { OutboxEntry } from '../storage/outbox-entry';
import { accountIds } from './match';

/** A post Create Post was asked to schedule: when it is due (undefined for "Post now" or an unreadable time). */
function dueOf(post: NewPost): number | undefined {
  return post.when.instant ? undefined : instantOf(`${post.when.date} ${post.when.time}`, post.when.timezone);
}

/**
 * A listed post's due time, read once per record: the composer asks what holds a slot on every change of the draft,
 * and reading 1,000 zoned times each time is most of that cost (docs/design.md §5 cost curves). Records are not
 * changed in place (a new read or our own write makes new ones), so a record's time never goes stale.
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

/**
 * The queued post, in the slot it asked for if that is still free, else in the next free one (its zone kept).
 * Unchanged when no free slot is left in the horizon: it is then sent for the time the composer showed.
 */
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

/** The first free slot for these accounts in `timeZone` (the address bar's suggestion); undefined when none is left. */
export function nextQueueSlot(accounts: readonly number[], timeZone: string, state: QueueState): Slot | undefined {
  return nextFreeSlot(
    { schedule: state.schedule, timeZone, accounts, occupied: occupiedBy(state.posts, state.entries) },
    state.now,
  );
}
