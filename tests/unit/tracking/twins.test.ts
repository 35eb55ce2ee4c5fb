/**
 * Twins (lib/tracking/twins.ts): a second copy of one of our posts that the browser made by sending a Create
 * Post again on its own. Found from one read of the list; each criterion is a row that would let a stranger's
 * post through if it were missing.
 */
import { describe, expect, it } from 'vitest';
import type { PostRecord } from '@/lib/api';
import { lookForTwins, sweepWindow, SWEEP_DELAY_MS, SWEEP_LEAD_MS, twinsOf } from '@/lib/tracking/twins';
import { T0 } from '../fakes/api';
import { MIN, state, tracked } from '../fakes/tracking';

const DUE = Date.UTC(2030, 0, 7, 9, 30);
const OURS_AT = '2026-11-22T01:00:10.500Z';
const ms = (iso: string) => Date.parse(iso);
/** Our post 10, created at OURS_AT after a request that took 800 ms. */
const ours = tracked(10, DUE, { content: 'Fresh roast', createdAt: T0, twinCheck: { within: 800 } });

function rec(id: number, extra: Record<string, unknown> = {}): PostRecord {
  return {
    id,
    status: 'scheduled',
    content: 'Fresh roast',
    scheduled_date: '2030-01-07 09:30:00',
    timezone: 'UTC',
    accounts: [{ id: 1, type: 'twitter' }],
    created_at: OURS_AT,
    ...extra,
  } as PostRecord;
}
const before = (msEarlier: number) => new Date(ms(OURS_AT) - msEarlier).toISOString();

describe('twinsOf', () => {
  it.each([
    ['created during our request', rec(9, { created_at: before(300) }), true],
    ['created the same millisecond', rec(9), true],
    ['created up to a second after ours (rounded stamps)', rec(11, { created_at: before(-900) }), true],
    ['created before our request went out', rec(9, { created_at: before(2_500) }), false],
    ['created long after ours', rec(11, { created_at: before(-5_000) }), false],
    ['other text', rec(9, { content: 'Fresh roast!' }), false],
    ['text differs only in outer spaces', rec(9, { content: '  Fresh roast ' }), true],
    ['other accounts', rec(9, { accounts: [{ id: 2, type: 'linkedin' }] }), false],
    ['accounts as plain ids', rec(9, { accounts: [1] }), true],
    ['other due time', rec(9, { scheduled_date: '2030-01-07 09:45:00' }), false],
    [
      'due time in another zone, same instant',
      rec(9, { scheduled_date: '2030-01-07 10:30:00', timezone: 'Europe/Berlin' }),
      true,
    ],
  ])('%s → twin: %s', (_, candidate, twin) => {
    const found = twinsOf([rec(10), candidate], ours, new Set());
    expect(found.map((r) => r.id)).toEqual(twin ? [candidate.id] : []);
  });

  it('never names a post we know (ours, tracked, settled, already being removed)', () => {
    expect(twinsOf([rec(10), rec(9)], ours, new Set([9]))).toEqual([]);
  });

  it('without created_at, the identical record right next to ours in the list (the order of creation) is the twin', () => {
    const bare = (id: number, content = 'Fresh roast') => rec(id, { created_at: undefined, content });
    expect(twinsOf([bare(11, 'Other'), bare(10), bare(9), bare(3)], ours, new Set()).map((r) => r.id)).toEqual([9]);
    expect(twinsOf([bare(9), bare(12, 'Other'), bare(10)], ours, new Set())).toEqual([]);
  });

  it('finds nothing when our post is not in the page, or no check is wanted', () => {
    expect(twinsOf([rec(9)], ours, new Set())).toEqual([]);
    const { twinCheck: _, ...unchecked } = ours;
    expect(twinsOf([rec(10), rec(9)], unchecked, new Set())).toEqual([]);
  });
});

describe('lookForTwins', () => {
  it('a scheduled twin waits to be deleted, a published one is reported, a failed one left alone; the check is done', () => {
    const other = tracked(20, DUE, { content: 'Second', createdAt: T0, twinCheck: { within: 500 } });
    const records = [
      rec(10),
      rec(9),
      rec(20, { content: 'Second' }),
      rec(19, { content: 'Second', status: 'published' }),
      rec(30, { content: 'Second', status: 'failed', created_at: before(100) }),
    ];
    const found = lookForTwins(state([ours, other]), records, { at: T0 + MIN, firstPage: true });
    expect(found.state.twins).toEqual([
      { id: 9, of: 10, content: 'Fresh roast', accounts: ours.accounts, dueAt: DUE, attempts: 0, nextAt: 0 },
    ]);
    expect(found.published.map((t) => [t.id, t.of])).toEqual([[19, 20]]);
    expect(found.state.posts.map((p) => p.twinCheck)).toEqual([undefined, undefined]);
  });

  it('a read sent before our answer came, or a later page without our post, leaves the check for another read', () => {
    expect(
      lookForTwins(state([ours]), [rec(10), rec(9)], { at: T0 - 1, firstPage: true }).state.posts[0]!.twinCheck,
    ).toEqual({ within: 800 });
    expect(lookForTwins(state([ours]), [rec(9)], { at: T0 + MIN, firstPage: false }).state.posts[0]!.twinCheck).toEqual(
      { within: 800 },
    );
    expect(
      lookForTwins(state([ours]), [rec(9)], { at: T0 + MIN, firstPage: true }).state.posts[0]!.twinCheck,
    ).toBeUndefined();
  });

  it('a post settled earlier is never taken for a twin', () => {
    expect(
      lookForTwins(state([ours], { settled: [9] }), [rec(10), rec(9)], { at: T0 + MIN, firstPage: true }).state.twins,
    ).toEqual([]);
  });
});

describe('sweepWindow', () => {
  it.each([
    ['due in days: two minutes after creation', DUE, false, { at: T0 + SWEEP_DELAY_MS, deadline: DUE - SWEEP_LEAD_MS }],
    [
      'due in 90 s: right away, a minute before it is due',
      T0 + 90_000,
      false,
      { at: T0 + 30_000, deadline: T0 + 30_000 },
    ],
    ['due within a minute: its due read sees the twin', T0 + 50_000, false, null],
    ['instant: its due read sees the twin', T0, true, null],
  ])('%s', (_, dueAt, instant, window) => {
    expect(sweepWindow(tracked(1, dueAt, { createdAt: T0, instant, twinCheck: { within: 100 } }))).toEqual(window);
  });
});
