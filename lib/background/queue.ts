/**
 * "Add to queue" in the background (docs/design.md §3.7): the one place that sees every window's posts, so the one
 * that decides each queued post's slot — under the outbox's lock, against the outbox and the cached post list (any
 * age: placing spends no read; the composer's own look at the list spent at most one). Also saves the schedule.
 */
import type { Handlers } from '@/lib/messaging';
import type { NewPost } from '@/lib/service/post';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { nextQueueSlot, placeQueued, type QueueState } from '@/lib/outbox/queue-holds';
import type { Slot } from '@/lib/draft/queue-slots';
import { personZone } from '@/lib/draft/zone';
import type { AccountRef } from '@/lib/service/post';
import { outboxItem } from '@/lib/storage/outbox-item';
import { preferencesItem } from '@/lib/storage/page-items';
import { tidySchedule } from '@/lib/settings/posting-schedule';
import { postsCacheItem } from '@/lib/storage/items';
import { postingScheduleItem } from '@/lib/storage/schedule-item';
import type { BackgroundDeps } from './deps';

export function createQueue(deps: Pick<BackgroundDeps, 'clock'>) {
  /** The queue as stored: the schedule and every cached page's posts, one record per id (no read). */
  async function stored(entries: readonly OutboxEntry[]): Promise<QueueState> {
    const [pages, schedule] = await Promise.all([postsCacheItem.get(), postingScheduleItem.get()]);
    const byId = new Map(Object.values(pages).flatMap((page) => page.value.posts.map((p) => [p.id, p] as const)));
    return { schedule, posts: [...byId.values()], entries, now: deps.clock.now() };
  }

  return {
    /** The outbox's `place` for a queued post. */
    async place(post: NewPost, entries: OutboxEntry[]): Promise<NewPost> {
      return placeQueued(post, await stored(entries));
    },
    /** The next free slot for these accounts in the person's zone, from what is stored: no read (the address bar). */
    async nextSlot(accounts: readonly AccountRef[]): Promise<Slot | undefined> {
      const [entries, preferences] = await Promise.all([outboxItem.get(), preferencesItem.get()]);
      return nextQueueSlot(
        accounts.map((a) => a.id),
        personZone(preferences.timeZone),
        await stored(entries),
      );
    },
    handlers: {
      'schedule.save': async ({ schedule }) => {
        await postingScheduleItem.set(tidySchedule(schedule));
        return { schedule: await postingScheduleItem.get() };
      },
    } satisfies Pick<Handlers, 'schedule.save'>,
  };
}

export type Queue = ReturnType<typeof createQueue>;
