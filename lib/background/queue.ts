/**
 * "Add to queue" in the background (docs/design.md §3.7): the one place that sees every window's posts, so the one
 * that decides each queued post's slot — under the outbox's lock, against the outbox and the cached post list (any
 * age: placing spends no read; the composer's own look at the list spent at most one). Also saves the schedule.
 */
import type { Handlers } from '@/lib/messaging';
import type { NewPost } from '@/lib/service/post';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { placeQueued } from '@/lib/outbox/queue';
import { tidySchedule } from '@/lib/settings/posting-schedule';
import { postsCacheItem } from '@/lib/storage/items';
import { postingScheduleItem } from '@/lib/storage/schedule-item';
import type { BackgroundDeps } from './deps';

export function createQueue(deps: Pick<BackgroundDeps, 'clock'>) {
  return {
    /** The outbox's `place` for a queued post: every cached page's posts, one record per id. */
    async place(post: NewPost, entries: OutboxEntry[]): Promise<NewPost> {
      const [pages, schedule] = await Promise.all([postsCacheItem.get(), postingScheduleItem.get()]);
      const byId = new Map(Object.values(pages).flatMap((page) => page.value.posts.map((p) => [p.id, p] as const)));
      return placeQueued(post, { schedule, posts: [...byId.values()], entries, now: deps.clock.now() });
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
