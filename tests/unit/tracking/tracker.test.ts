/**
 * The tracker as the background runs it (tests/unit/fakes/tracker-harness.ts): plan, read, confirm, notify, back off,
 * survive restarts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiHttpError, ApiNetworkError } from '@/lib/errors/service';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { postsCacheItem } from '@/lib/storage/items';
import { preferencesItem } from '@/lib/storage/page-items';
import { trackerItem } from '@/lib/storage/tracker-items';
import { defaultPreferences } from '@/lib/storage/page-items';
import { DEFAULT_PLAN, HINT_READS_PER_HOUR } from '@/lib/tracking/planner';
import { MIN } from '../fakes/tracking';
import { DUE, GRACE, created, newPost, record, setup } from '../fakes/tracker-harness';

/** 150 posts, newest first; ours (id 5) is the 130th. */
const crowded = (status: string) => () =>
  Array.from({ length: 150 }, (_, i) =>
    i === 129 ? record(5, status) : record(1000 - i, 'scheduled', { scheduled_date: '2030-02-01 09:00:00' }),
  );

describe('tracker', () => {
  let env: Awaited<ReturnType<typeof setup>>;
  beforeEach(async () => {
    env = await setup();
  });

  it('tracks a created post and wakes at its due time plus the grace', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    expect((await tracker.state()).posts.map((p) => [p.id, p.dueAt])).toEqual([[5, DUE]]);
    expect(env.world.wakes.at(-1)).toBe(DUE + GRACE);
  });

  it('reads nothing before the plan says so, then one read confirms and notifies', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    await tracker.run();
    expect(env.world.reads).toBe(0);
    env.world.time.now = DUE + GRACE;
    env.world.list = () => [record(5, 'published', { url: 'https://x.com/p/5' })];
    await tracker.run();
    expect(env.world.reads).toBe(1);
    expect(env.world.finals.map((f) => [f.post.id, f.status])).toEqual([[5, 'published']]);
    expect((await tracker.state()).posts).toEqual([]);
    expect(env.world.wakes.at(-1)).toBeNull();
    // The read also fills the popup's cache for the same page.
    const cached = (await postsCacheItem.get())['1:100'];
    expect(cached).toMatchObject({ fetchedAt: DUE + GRACE });
    expect(cached!.value.posts.map((p) => p.id)).toEqual([5]);
  });

  it('survives a restart: a new tracker over the same storage carries on, and a settled post is not tracked again', async () => {
    await env.build().track(created(5), newPost());
    const afterRestart = env.build();
    env.world.time.now = DUE + GRACE;
    env.world.list = () => [record(5, 'failed', { error: 'too long' })];
    await afterRestart.run();
    expect(env.world.finals.map((f) => f.status)).toEqual(['failed']);
    await env.build().track(created(5), newPost()); // the outbox reports it again
    expect((await trackerItem.get()).posts).toEqual([]);
  });

  it('killed between its read and the notification, the restarted worker notifies from the kept page without reading again', async () => {
    const dying = env.build();
    await dying.track(created(5), newPost());
    env.world.time.now = DUE + GRACE;
    env.world.list = () => [record(5, 'published', { url: 'https://x.com/p/5' })];
    env.world.notifyHangs = true; // the first worker dies while notifying: its run never goes on
    void dying.run();
    await expect.poll(() => env.world.reads).toBe(1);
    env.world.notifyHangs = false;
    const killed = env.build();
    env.world.time.now = DUE + GRACE + 5_000; // well inside the tracker's minimum gap between reads
    await killed.run();
    expect(env.world.reads).toBe(1);
    expect(env.world.finals.map((f) => [f.post.id, f.status])).toEqual([[5, 'published']]);
    expect((await killed.state()).posts).toEqual([]);
  });

  it('backs off while still scheduled', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    env.world.list = () => [record(5, 'scheduled')];
    env.world.time.now = DUE + GRACE;
    await tracker.run();
    expect(env.world.wakes.at(-1)).toBe(DUE + GRACE + 2 * MIN);
    env.world.time.now = DUE + GRACE + 2 * MIN;
    await tracker.run();
    expect(env.world.wakes.at(-1)).toBe(DUE + GRACE + 7 * MIN);
    expect(env.world.reads).toBe(2);
  });

  it('after a failed read waits longer each time; a 429 waits for the window', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    env.world.time.now = DUE + GRACE;
    env.world.failNext.push(
      new ApiNetworkError({ operation: 'listPosts', causeMessage: 'offline', outcome: 'not-sent' }),
    );
    await tracker.run();
    expect(await trackerItem.get()).toMatchObject({ failures: 1, retryAt: DUE + GRACE + MIN });
    expect(env.world.wakes.at(-1)).toBe(DUE + GRACE + MIN);
    env.world.time.now = DUE + GRACE + MIN;
    const retryAt = env.world.time.now + 60 * MIN;
    env.world.failNext.push(
      new ApiHttpError({
        operation: 'listPosts',
        status: 429,
        serviceMessage: 'Rate limit exceeded. Max 60 read requests/hour.',
        body: '',
        retry: 'after-window',
        retryAt,
      }),
    );
    await tracker.run();
    expect(env.world.wakes.at(-1)).toBe(retryAt);
  });

  it('never spends the reserve: with only reserved reads left it does not read', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    for (let i = 0; i < 50; i += 1) await env.world.budget.spend('read');
    env.world.time.now = DUE + GRACE;
    await tracker.run();
    expect(env.world.reads).toBe(0);
    expect(env.world.wakes.at(-1)).toBe(env.world.budget.clearsAt('read'));
  });

  it('relay hints: ignored for unknown or not-yet-due posts, a read within seconds for a due one, forged ones notify nothing', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    await tracker.track(
      { id: 6, post_id: 6, scheduled_date: '2030-01-08 09:30:00', timezone: 'UTC' },
      newPost('later'),
    );
    env.world.time.now = DUE + 10_000;
    const wakesBefore = env.world.wakes.length;
    await tracker.hint([
      { postId: 999, status: 'published' },
      { postId: 6, status: 'published' },
    ]);
    expect(env.world.wakes.length).toBe(wakesBefore); // nothing changed, nothing planned
    await tracker.hint([{ postId: 5, status: 'published' }]);
    expect(env.world.wakes.at(-1)).toBe(DUE + 10_000 + DEFAULT_PLAN.hintDelayMs);
    env.world.time.now = DUE + 15_000;
    env.world.list = () => [record(5, 'scheduled'), record(6, 'scheduled')];
    await tracker.run();
    expect(env.world.reads).toBe(1);
    expect(env.world.finals).toEqual([]);
    expect((await tracker.state()).posts.find((p) => p.id === 5)?.hintedAt).toBeNull();
  });

  it('a list read for the person confirms tracked posts without a read of its own', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    env.world.time.now = DUE + 30_000;
    await tracker.observe({ posts: [record(5, 'published')], total: 1 }, { page: 1, perPage: 20 }, env.world.time.now);
    expect(env.world.finals.map((f) => f.post.id)).toEqual([5]);
    expect(env.world.reads).toBe(0);
  });

  it('a deleted post (missing from a complete list) is dropped without a notification', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    env.world.time.now = DUE + GRACE;
    env.world.list = () => [record(7, 'published')];
    await tracker.run();
    expect(env.world.finals).toEqual([]);
    expect(await trackerItem.get()).toMatchObject({ posts: [], settled: [5] });
  });

  it('with a relay set up, wakes shortly after the due time to poll it, and polls on every alarm', async () => {
    await preferencesItem.set({ ...defaultPreferences, relayUrl: 'https://ntfy.sh/quickpost-test' });
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    expect(env.world.wakes.at(-1)).toBe(DUE + 20_000);
    await tracker.run({ pollRelay: 'always' });
    expect(env.world.relayPolls).toBe(1);
    env.world.time.now = DUE + 20_000;
    await tracker.run({ pollRelay: 'if-due' });
    expect(env.world.relayPolls).toBe(2);
    expect(env.world.reads).toBe(0); // the relay plan waits for an event before spending a read
  });

  it('not connected: waits an hour, but connecting again cuts the wait short; a 429 window is not cut short', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    env.world.time.now = DUE + GRACE;
    env.world.failNext.push(new QuickpostError('not_connected'));
    await tracker.run();
    expect(env.world.wakes.at(-1)).toBe(DUE + GRACE + 60 * MIN);
    await tracker.retrySoon();
    expect(await trackerItem.get()).toMatchObject({ failures: 0, retryAt: null });
    expect(env.world.wakes.at(-1)).toBe(DUE + GRACE); // at once
    env.world.time.now += 1000;
    const retryAt = env.world.time.now + 60 * MIN;
    env.world.failNext.push(
      new ApiHttpError({
        operation: 'listPosts',
        status: 429,
        serviceMessage: 'Rate limit exceeded.',
        body: '',
        retry: 'after-window',
        retryAt,
      }),
    );
    await tracker.run();
    await tracker.retrySoon();
    expect((await trackerItem.get()).retryAt).toBe(retryAt);
  });
});

describe('tracker: more posts than one page', () => {
  let env: Awaited<ReturnType<typeof setup>>;
  beforeEach(async () => {
    env = await setup();
  });

  it('a due post further back than the first page is found on the next one (one read each)', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    env.world.list = crowded('published');
    env.world.time.now = DUE + GRACE;
    await tracker.run();
    expect(env.world.pagesRead).toEqual([1, 2]);
    expect(env.world.finals.map((f) => [f.post.id, f.status])).toEqual([[5, 'published']]);
    expect((await tracker.state()).posts).toEqual([]);
  });

  it('no deeper read when the due posts are on the first page, or the list has one page', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    env.world.list = () => [
      record(5, 'published'),
      ...Array.from({ length: 149 }, (_, i) => record(1000 - i, 'scheduled')),
    ];
    env.world.time.now = DUE + GRACE;
    await tracker.run();
    expect(env.world.pagesRead).toEqual([1]);
  });

  it('stops at the last page, and never reads deeper into the reserve', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    env.world.list = () => Array.from({ length: 150 }, (_, i) => record(1000 - i, 'scheduled'));
    env.world.time.now = DUE + GRACE;
    await tracker.run();
    expect(env.world.pagesRead).toEqual([1, 2]); // post 5 is nowhere: two pages, then the backoff
    expect((await tracker.state()).posts[0]).toMatchObject({ checks: 1 }); // one read, however many pages
    for (let i = 0; i < 47; i += 1) await env.world.budget.spend('read'); // 49 of 60 used: one read left before the reserve
    env.world.list = crowded('published');
    env.world.time.now = DUE + GRACE + 2 * MIN;
    await tracker.run();
    expect(env.world.pagesRead).toEqual([1, 2, 1]);
    expect(env.world.finals).toEqual([]);
  });

  it('a hint alone reads the first page only', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    env.world.list = crowded('scheduled');
    env.world.time.now = DUE + 10_000;
    await tracker.hint([{ postId: 5, status: 'published' }]);
    env.world.time.now += DEFAULT_PLAN.hintDelayMs;
    await tracker.run();
    expect(env.world.pagesRead).toEqual([1]);
  });
});

describe('tracker: a stranger on the relay', () => {
  let env: Awaited<ReturnType<typeof setup>>;
  beforeEach(async () => {
    env = await setup();
  });

  /** Reads over `minutes` for a due post that stays scheduled, with a forged event for it every 30 s or none. */
  async function readsOver(minutes: number, { relay, forged }: { relay: boolean; forged: boolean }) {
    if (relay) await preferencesItem.set({ ...defaultPreferences, relayUrl: 'https://ntfy.sh/quickpost-test' });
    const tracker = env.build();
    await tracker.track(created(5), newPost());
    env.world.list = crowded('scheduled');
    for (let at = DUE - 2 * MIN; at <= DUE + minutes * MIN; at += 30_000) {
      env.world.time.now = at;
      if (forged) await tracker.hint([{ postId: 5, status: 'published' }]);
      env.world.time.now = at + DEFAULT_PLAN.hintDelayMs;
      await tracker.run();
    }
    return env.world.reads;
  }

  it('forged events every 30 s for an hour cost at most 6 reads more than tracking without a relay', async () => {
    // From 2 minutes before the due time (a hint counts from then) to 58 minutes after it: one hour.
    const without = await readsOver(58, { relay: false, forged: false });
    fakeBrowser.reset(); // a second browser: its own storage and budget
    env = await setup();
    const forged = await readsOver(58, { relay: true, forged: true });
    expect(forged - without).toBeLessThanOrEqual(HINT_READS_PER_HOUR);
  });
});
