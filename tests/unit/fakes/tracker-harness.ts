/**
 * The tracker as the background runs it: storage (WXT's fake browser), a fake clock, a scripted post list and
 * Delete Post. Each "restart" builds a new tracker over the same storage, as a worker killed and woken again would.
 */
import { expect } from 'vitest';
import type { PostRecord, PostsPage } from '@/lib/api';
import { preferencesItem } from '@/lib/storage/page-items';
import type { Final } from '@/lib/tracking/observe';
import { DEFAULT_PLAN } from '@/lib/tracking/planner';
import { RECENT_POSTS_QUERY } from '@/lib/tracking/query';
import { createTracker } from '@/lib/tracking/tracker';
import { T0, fakeTime, testBudget } from './api';

export const GRACE = DEFAULT_PLAN.graceMs;
const WHEN = { date: '2030-01-07', time: '09:30', timezone: 'UTC' } as const;
export const DUE = Date.UTC(2030, 0, 7, 9, 30);

export function record(id: number, status: string, extra: Record<string, unknown> = {}): PostRecord {
  return {
    id,
    status,
    content: `Post ${id}`,
    scheduled_date: '2030-01-07 09:30:00',
    timezone: 'UTC',
    ...extra,
  } as PostRecord;
}

export async function setup() {
  const time = fakeTime(T0);
  const budget = await testBudget(time.clock);
  const world = {
    time,
    budget,
    /** The service's list; a function so a test can change it between reads. */
    list: (): PostRecord[] => [],
    failNext: [] as Error[],
    reads: 0,
    /** The page of each read, in order. */
    pagesRead: [] as number[],
    finals: [] as Final[],
    /** While true, a notification never finishes: the worker is killed while notifying. */
    notifyHangs: false,
    wakes: [] as (number | null)[],
    relayPolls: 0,
    /** Delete Post: the ids asked for, and errors to throw (one per call, in order). */
    deleted: [] as number[],
    deleteFails: [] as Error[],
    twins: [] as [string, number][],
  };
  const build = () =>
    createTracker({
      clock: time.clock,
      log: () => undefined,
      async listPosts(query) {
        expect(query.perPage).toBe(RECENT_POSTS_QUERY.perPage);
        await budget.spend('read', { background: true });
        world.reads += 1;
        world.pagesRead.push(query.page);
        const failure = world.failNext.shift();
        if (failure) throw failure;
        const all = world.list();
        const posts = all.slice((query.page - 1) * query.perPage, query.page * query.perPage);
        return { posts, page: query.page, perPage: query.perPage, total: all.length } as PostsPage;
      },
      budget: async () => budget,
      notify: (final) =>
        world.notifyHangs ? new Promise<void>(() => undefined) : Promise.resolve(void world.finals.push(final)),
      wakeAt: async (when) => void world.wakes.push(when),
      relayConfigured: async () => (await preferencesItem.get()).relayUrl !== '',
      pollRelay: async () => void (world.relayPolls += 1),
      async deletePost(id) {
        world.deleted.push(id);
        const failure = world.deleteFails.shift();
        if (failure) throw failure;
        world.list = (
          (list) => () =>
            list().filter((r) => r.id !== id)
        )(world.list);
      },
      twin: async (outcome, twin) => void world.twins.push([outcome, twin.id]),
    });
  return { world, build };
}

export const created = (id: number) => ({ id, post_id: id, scheduled_date: '2030-01-07 09:30:00', timezone: 'UTC' });
export const newPost = (content = 'Hello') => ({ content, when: WHEN, accounts: [{ id: 1, type: 'twitter' }] });
