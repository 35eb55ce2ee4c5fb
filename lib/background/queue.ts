// "Add to queue": the background sees every window's posts, so it places each queued post, under the outbox's lock,
// against the outbox and the cached post list of any age (placing spends no read). Also saves the schedule.
import type { Handlers } from '@/lib/messaging';
import type { AccountRef, NewPost } from '@/lib/service/post';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { nextQueueSlot, placeQueued } from '@/lib/outbox/taken-slots';
import { personZone } from '@/lib/draft/zone';
import { outboxItem } from '@/lib/storage/outbox-item';
import { preferencesItem } from '@/lib/storage/page-items';
import { tidySchedule } from '@/lib/settings/posting-schedule';
import { postsCacheItem } from '@/lib/storage/items';
import { postingScheduleItem } from '@/lib/storage/schedule-item';
import type { BackgroundDeps } from './deps';

export function createQueue(deps: Pick<BackgroundDeps, 'clock'>) {
  /** The schedule and every cached page's posts, one record per id. */
  async function stored(entries: readonly OutboxEntry[]) {
    const [pages, schedule] = await Promise.all([postsCacheItem.get(), postingScheduleItem.get()]);
    const byId = new Map(Object.values(pages).flatMap((page) => page.value.posts.map((p) => [p.id, p] as const)));
    return { schedule, posts: [...byId.values()], entries, now: deps.clock.now() };
  }

  return {
    place: async (post: NewPost, entries: OutboxEntry[]) => placeQueued(post, await stored(entries)),
    /** In the person's zone (the address bar). */
    async nextSlot(accounts: readonly AccountRef[]) {
      const [entries, preferences] = await Promise.all([outboxItem.get(), preferencesItem.get()]);
      const ids = accounts.map((a) => a.id);
      return nextQueueSlot(ids, personZone(preferences.timeZone), await stored(entries));
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
