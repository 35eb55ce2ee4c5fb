/**
 * The tracker removing a twin the browser made (lib/tracking/twins.ts, twin-removal.ts), over storage, a fake
 * clock, a scripted list and Delete Post (tests/unit/fakes/tracker-harness.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { PostRecord } from '@/lib/api';
import { ApiHttpError, ApiNetworkError, BudgetExhaustedError } from '@/lib/errors/service';
import { trackerItem } from '@/lib/storage/tracker-items';
import { afterFailedDelete } from '@/lib/tracking/twin-removal';
import { SWEEP_DELAY_MS } from '@/lib/tracking/twins';
import { T0 } from '../fakes/api';
import { MIN } from '../fakes/tracking';
import { DUE, GRACE, created, newPost, setup } from '../fakes/tracker-harness';

const AT = '2026-11-22T01:00:10.000Z';
const copy = (id: number, extra: Record<string, unknown> = {}) =>
  ({
    id,
    status: 'scheduled',
    content: 'Hello',
    scheduled_date: '2030-01-07 09:30:00',
    timezone: 'UTC',
    created_at: AT,
    ...extra,
  }) as PostRecord;

describe('tracker: twins', () => {
  let env: Awaited<ReturnType<typeof setup>>;
  beforeEach(async () => {
    env = await setup();
  });

  it('reads once two minutes after the post, deletes the twin, tells the person once, and waits for the due time', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost(), 300);
    expect(env.world.wakes.at(-1)).toBe(T0 + SWEEP_DELAY_MS);
    env.world.list = () => [copy(5), copy(4)];
    env.world.time.now = T0 + SWEEP_DELAY_MS;
    await tracker.run();
    expect([env.world.reads, env.world.deleted, env.world.twins]).toEqual([1, [4], [['removed', 4]]]);
    const after = await trackerItem.get();
    expect(after.twins).toEqual([]);
    expect(after.posts.map((p) => [p.id, p.twinCheck])).toEqual([[5, undefined]]);
    expect(env.world.wakes.at(-1)).toBe(DUE + GRACE); // back to the due read; no second sweep
    await tracker.run();
    expect(env.world.reads).toBe(1);
  });

  it('a read without a twin costs nothing more; a post tracked without timing (no check) gets no sweep read', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost(), 300);
    await tracker.track(created(6), newPost('Other'));
    env.world.list = () => [copy(5)];
    env.world.time.now = T0 + SWEEP_DELAY_MS;
    await tracker.run();
    expect([env.world.reads, env.world.deleted, env.world.twins]).toEqual([1, [], []]);
    expect(env.world.wakes.at(-1)).toBe(DUE + GRACE);
  });

  it('a page read for the person does the check for free', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost(), 300);
    await tracker.observe({ posts: [copy(5), copy(4)], total: 2 }, { page: 1, perPage: 20 }, T0 + 1000);
    expect([env.world.reads, env.world.deleted, env.world.twins]).toEqual([0, [4], [['removed', 4]]]);
  });

  it('a twin already published is reported, not deleted', async () => {
    const tracker = env.build();
    await tracker.track(created(5), newPost(), 300);
    env.world.list = () => [copy(5), copy(4, { status: 'published' })];
    env.world.time.now = T0 + SWEEP_DELAY_MS;
    await tracker.run();
    expect([env.world.deleted, env.world.twins]).toEqual([[], [['published', 4]]]);
  });

  it('a lost connection keeps the twin and tries again a minute later, without another read; a restart carries on', async () => {
    await env.build().track(created(5), newPost(), 300);
    env.world.list = () => [copy(5), copy(4)];
    env.world.time.now = T0 + SWEEP_DELAY_MS;
    env.world.deleteFails.push(
      new ApiNetworkError({ operation: 'deletePost', causeMessage: 'reset', outcome: 'unknown' }),
    );
    await env.build().run();
    expect((await trackerItem.get()).twins).toMatchObject([{ id: 4, attempts: 1, nextAt: T0 + SWEEP_DELAY_MS + MIN }]);
    expect(env.world.wakes.at(-1)).toBe(T0 + SWEEP_DELAY_MS + MIN);
    env.world.time.now += MIN;
    await env.build().run(); // a new worker life
    expect([env.world.reads, env.world.deleted, env.world.twins]).toEqual([1, [4, 4], [['removed', 4]]]);
  });

  it.each([
    [
      '404: gone already, nothing to say',
      new ApiHttpError({
        operation: 'deletePost',
        status: 404,
        serviceMessage: 'Post not found',
        body: '',
        retry: 'never',
      }),
      { outcome: null },
    ],
    [
      '409: published meanwhile',
      new ApiHttpError({
        operation: 'deletePost',
        status: 409,
        serviceMessage: 'Already published',
        body: '',
        retry: 'after-state-change',
      }),
      { outcome: 'published' },
    ],
    [
      '403: the person must delete it',
      new ApiHttpError({
        operation: 'deletePost',
        status: 403,
        serviceMessage: 'Invalid API key',
        body: '',
        retry: 'never',
      }),
      { outcome: 'left' },
    ],
    [
      '429: after the window',
      new ApiHttpError({
        operation: 'deletePost',
        status: 429,
        serviceMessage: 'Rate limit',
        body: '',
        retry: 'after-window',
        retryAt: T0 + 60 * MIN,
      }),
      { retry: { nextAt: T0 + 60 * MIN, attempts: 0 } },
    ],
    [
      'budget spent: when it clears',
      new BudgetExhaustedError({ bucket: 'write', retryAt: T0 + 30 * MIN, reserveOnly: false }),
      { retry: { nextAt: T0 + 30 * MIN, attempts: 0 } },
    ],
    [
      '500 after lib/api’s retries: in five minutes on the second try',
      new ApiHttpError({ operation: 'deletePost', status: 500, serviceMessage: 'oops', body: '', retry: 'backoff' }),
      { retry: { nextAt: T0 + 5 * MIN, attempts: 2 } },
    ],
  ])('after a failed delete — %s', (_, err, expected) => {
    const twin = {
      id: 4,
      of: 5,
      content: 'Hello',
      accounts: [],
      dueAt: DUE,
      attempts: 'retry' in expected && expected.retry.attempts === 2 ? 1 : 0,
      nextAt: T0,
    };
    const next = afterFailedDelete(twin, err, T0);
    if ('retry' in expected) expect(next).toMatchObject(expected);
    else expect(next).toEqual(expected);
  });

  it('gives up after the fifth lost connection and tells the person to delete the copy', () => {
    const twin = { id: 4, of: 5, content: 'Hello', accounts: [], dueAt: DUE, attempts: 4, nextAt: T0 };
    expect(
      afterFailedDelete(
        twin,
        new ApiNetworkError({ operation: 'deletePost', causeMessage: 'reset', outcome: 'unknown' }),
        T0,
      ),
    ).toEqual({ outcome: 'left' });
  });
});
