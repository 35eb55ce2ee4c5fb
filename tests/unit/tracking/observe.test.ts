import { describe, expect, it } from 'vitest';
import type { PostRecord } from '@/lib/api';
import { PostsPage } from '@/lib/api/post-schemas';
import { observe, pageIsComplete } from '@/lib/tracking/observe';
import { DEFAULT_PLAN } from '@/lib/tracking/planner';
import { trackedFromCreated } from '@/lib/tracking/tracked';
import { T0 } from '../fakes/api';
import { MIN, state, tracked } from '../fakes/tracking';

const rec = (id: number, status: string | undefined, extra: Record<string, unknown> = {}): PostRecord =>
  ({ id, status, content: `Post ${id}`, scheduled_date: null, timezone: null, ...extra }) as PostRecord;

describe('observe: what one read of the post list says', () => {
  it('finals leave, the others stay; unknown statuses are not final', () => {
    const s = state([tracked(1, T0), tracked(2, T0), tracked(3, T0), tracked(4, T0)]);
    const seen = observe(
      s,
      {
        records: [
          rec(1, 'published'),
          rec(2, 'failed', { error: 'too long' }),
          rec(3, 'processing'),
          rec(4, undefined),
        ],
        complete: true,
        at: T0 + 2 * MIN,
      },
      DEFAULT_PLAN,
    );
    expect(seen.finals.map((f) => [f.post.id, f.status])).toEqual([
      [1, 'published'],
      [2, 'failed'],
    ]);
    expect(seen.finals[1]!.record.error).toBe('too long');
    expect(seen.state.posts.map((p) => p.id)).toEqual([3, 4]);
  });

  it('a read before the grace is over does not advance the backoff; a later one does', () => {
    const s = state([tracked(1, T0)]);
    const early = observe(s, { records: [rec(1, 'scheduled')], complete: false, at: T0 + 10_000 }, DEFAULT_PLAN);
    expect(early.state.posts[0]).toMatchObject({ checks: 0, lastCheckAt: null });
    const late = observe(s, { records: [rec(1, 'scheduled')], complete: false, at: T0 + 2 * MIN }, DEFAULT_PLAN);
    expect(late.state.posts[0]).toMatchObject({ checks: 1, lastCheckAt: T0 + 2 * MIN });
  });

  it('a read clears the hints it answers (a forged event costs one read, then nothing)', () => {
    const s = state([tracked(1, T0 - MIN, { hintedAt: T0 })]);
    const seen = observe(s, { records: [rec(1, 'scheduled')], complete: false, at: T0 + 5_000 }, DEFAULT_PLAN);
    expect(seen.finals).toEqual([]);
    expect(seen.state.posts[0]!.hintedAt).toBeNull();
  });

  it('a tracked post missing from a complete list was deleted: dropped quietly; from a partial list: kept', () => {
    const s = state([tracked(1, T0), tracked(2, T0)]);
    const complete = observe(s, { records: [rec(1, 'scheduled')], complete: true, at: T0 + 2 * MIN }, DEFAULT_PLAN);
    expect(complete.vanished.map((p) => p.id)).toEqual([2]);
    expect(complete.state.posts.map((p) => p.id)).toEqual([1]);
    const partial = observe(s, { records: [rec(1, 'scheduled')], complete: false, at: T0 + 2 * MIN }, DEFAULT_PLAN);
    expect(partial.vanished).toEqual([]);
    expect(partial.state.posts.map((p) => p.id)).toEqual([1, 2]);
  });

  it('a post created after the read was sent is not taken for deleted', () => {
    const s = state([tracked(1, T0, { createdAt: T0 + 1_000 })]);
    expect(observe(s, { records: [], complete: true, at: T0 }, DEFAULT_PLAN).vanished).toEqual([]);
  });

  it.each<[string, unknown, number, number, boolean]>([
    ['fewer than asked for', { posts: [{ id: 1 }] }, 100, 1, true],
    ['a full page', { posts: [{ id: 1 }, { id: 2 }] }, 2, 1, false],
    ['total says all are here', { posts: [{ id: 1 }, { id: 2 }], total: 2 }, 2, 1, true],
    ['total says more exist', { posts: [{ id: 1 }], total: 30 }, 100, 1, false],
    ['page 2 never is', { posts: [] }, 100, 2, false],
  ])('pageIsComplete: %s', (_, raw, perPage, page, expected) => {
    expect(pageIsComplete(PostsPage.parse(raw), perPage, page)).toBe(expected);
  });
});

describe('trackedFromCreated', () => {
  it('reads the due time from the answer in its zone', () => {
    const post = trackedFromCreated(
      { id: 5, post_id: 5, scheduled_date: '2030-01-07 10:30:00', timezone: 'Europe/Paris' } as never,
      {
        content: 'Hi',
        when: { date: '2030-01-07', time: '10:30', timezone: 'Europe/Paris' },
        accounts: [{ id: 1, type: 'twitter' }],
        replies: ['r1'],
        title: 'T',
        attachments: ['image-1'],
      },
      T0,
    );
    expect(post).toMatchObject({
      id: 5,
      dueAt: Date.UTC(2030, 0, 7, 9, 30),
      instant: false,
      replies: ['r1'],
      title: 'T',
      attachments: ['image-1'],
      checks: 0,
    });
  });

  it('falls back to what was asked when the answer has no date, and an instant post is due now', () => {
    const asked = trackedFromCreated(
      { id: 6 } as never,
      { content: 'x', when: { date: '2030-01-07', time: '12:00', timezone: 'UTC' }, accounts: [{ id: 1, type: 'x' }] },
      T0,
    );
    expect(asked.dueAt).toBe(Date.UTC(2030, 0, 7, 12));
    const instant = trackedFromCreated(
      { id: 7, scheduled_date: '2031-01-01 00:00:00', timezone: 'UTC' } as never,
      { content: 'x', when: { instant: true }, accounts: [{ id: 1, type: 'x' }] },
      T0,
    );
    expect(instant).toMatchObject({ dueAt: T0, instant: true });
  });

  it('keeps the outbox group of a post customised per network, for Edit and retry to bring back its siblings', () => {
    const post = { content: 'x', when: { instant: true as const }, accounts: [{ id: 1, type: 'twitter' }] };
    expect(trackedFromCreated({ id: 8 } as never, post, T0, undefined, 'g1').group).toBe('g1');
    expect(trackedFromCreated({ id: 9 } as never, post, T0)).not.toHaveProperty('group');
  });
});
