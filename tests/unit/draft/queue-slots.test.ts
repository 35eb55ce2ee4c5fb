import { describe, expect, it } from 'vitest';
import {
  isTaken,
  nextFreeSlot,
  placeInQueue,
  previousFreeSlot,
  scheduleSlots,
  shownSlot,
  upcomingSlots,
  type Occupied,
  type QueueInput,
} from '@/lib/draft/queue-slots';
import { defaultPostingSchedule, groupFor, tidySchedule, timesFor } from '@/lib/settings/posting-schedule';
import { PostingSchedule, type ScheduleGroup } from '@/lib/settings/schema';
import { nextQueueSlot, occupiedBy, placeQueued } from '@/lib/outbox/taken-slots';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import type { NewPost } from '@/lib/service/post';
import type { ListedPost } from '@/lib/service/post';
import { fakeService } from '../fakes/outbox';

const at = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds;
const BERLIN = 'Europe/Berlin';
/** Monday 2 March 2026, 08:00 in Berlin (CET, UTC+1). */
const MONDAY_8 = at('2026-03-02T07:00Z');

const input = (
  occupied: Occupied[] = [],
  accounts: number[] = [1],
  schedule: PostingSchedule = defaultPostingSchedule,
): QueueInput => ({
  schedule,
  timeZone: BERLIN,
  accounts,
  occupied,
});
const wall = (slot: { date: string; time: string } | undefined) => (slot ? `${slot.date} ${slot.time}` : undefined);

describe('nextFreeSlot: free and taken', () => {
  it.each<[string, Occupied[], number[], string]>([
    ['nothing queued: the first slot of the day', [], [1], '2026-03-02 09:00'],
    [
      '09:00 held by the chosen account',
      [{ epochMs: at('2026-03-02T08:00Z'), accounts: [1] }],
      [1],
      '2026-03-02 12:30',
    ],
    [
      '09:00 held by another account only',
      [{ epochMs: at('2026-03-02T08:00Z'), accounts: [2] }],
      [1],
      '2026-03-02 09:00',
    ],
    [
      'several accounts: one of them holds 09:00',
      [{ epochMs: at('2026-03-02T08:00Z'), accounts: [2] }],
      [1, 2],
      '2026-03-02 12:30',
    ],
    [
      'a record without its accounts holds the slot for all',
      [{ epochMs: at('2026-03-02T08:00Z') }],
      [1],
      '2026-03-02 12:30',
    ],
    [
      'the same instant written in another zone (03:00 New York)',
      [{ epochMs: at('2026-03-02T08:00Z'), accounts: [1] }],
      [1],
      '2026-03-02 12:30',
    ],
    [
      'a post at 09:05 does not hold the 09:00 slot',
      [{ epochMs: at('2026-03-02T08:05Z'), accounts: [1] }],
      [1],
      '2026-03-02 09:00',
    ],
    [
      'the whole day held: the next weekday',
      ['08:00', '11:30', '16:00'].map((t) => ({ epochMs: at(`2026-03-02T${t}Z`), accounts: [1] })),
      [1],
      '2026-03-03 09:00',
    ],
  ])('%s', (_name, occupied, accounts, expected) => {
    expect(wall(nextFreeSlot(input(occupied, accounts), MONDAY_8))).toBe(expected);
  });

  it('after Friday 17:00 the next free slot is Monday 09:00 (no weekend slots)', () => {
    expect(wall(nextFreeSlot(input(), at('2026-03-06T16:30Z')))).toBe('2026-03-09 09:00');
  });

  it('a slot that has just begun is past: strictly after now', () => {
    expect(wall(nextFreeSlot(input(), at('2026-03-02T08:00Z')))).toBe('2026-03-02 12:30');
  });

  it('no days or no times: no slot', () => {
    expect(nextFreeSlot(input([], [1], { days: [], times: ['09:00'] }), MONDAY_8)).toBeUndefined();
    expect(nextFreeSlot(input([], [1], { days: [1], times: [] }), MONDAY_8)).toBeUndefined();
  });

  it('isTaken: any post holds a slot when no account is chosen (the posts view, for all accounts)', () => {
    expect(
      isTaken(
        { epochMs: at('2026-03-02T08:00Z') },
        { accounts: [], occupied: [{ epochMs: at('2026-03-02T08:00Z'), accounts: [7] }] },
      ),
    ).toBe(true);
  });
});

describe('DST: slots are wall times, handled like a hand-picked time', () => {
  const sundays = (times: string[]): PostingSchedule => ({ days: [7], times });

  it('skips a time in the spring gap (02:30 does not happen on 29 March in Berlin)', () => {
    const slots = [...scheduleSlots(sundays(['02:30', '03:30']), BERLIN, at('2026-03-28T12:00Z'))].slice(0, 2);
    expect(slots.map(wall)).toEqual(['2026-03-29 03:30', '2026-04-05 02:30']);
    expect(slots[0]!.epochMs).toBe(at('2026-03-29T01:30Z'));
  });

  it('takes the earlier of a time that happens twice (02:30 on 25 October), once', () => {
    const slots = [...scheduleSlots(sundays(['02:30']), BERLIN, at('2026-10-24T12:00Z'))].slice(0, 2);
    expect(slots.map(wall)).toEqual(['2026-10-25 02:30', '2026-11-01 02:30']);
    expect(slots[0]!.epochMs).toBe(at('2026-10-25T00:30Z'));
  });

  it('a post at the later 02:30 (CET) does not hold the earlier one (CEST)', () => {
    const q = { ...input([{ epochMs: at('2026-10-25T01:30Z'), accounts: [1] }], [1], sundays(['02:30'])) };
    expect(nextFreeSlot(q, at('2026-10-24T12:00Z'))!.epochMs).toBe(at('2026-10-25T00:30Z'));
  });

  it('New York, spring forward: 02:15 is skipped, 09:00 keeps its wall time across the change', () => {
    const q: QueueInput = {
      schedule: sundays(['02:15', '09:00']),
      timeZone: 'America/New_York',
      accounts: [1],
      occupied: [],
    };
    const slots = [...scheduleSlots(q.schedule, q.timeZone, at('2026-03-07T12:00Z'))].slice(0, 2);
    expect(slots.map(wall)).toEqual(['2026-03-08 09:00', '2026-03-15 02:15']);
    expect(slots[0]!.epochMs).toBe(at('2026-03-08T13:00Z'));
  });
});

describe('stepping to the next and previous free slot', () => {
  const held = [{ epochMs: at('2026-03-02T11:30Z'), accounts: [1] }]; // Monday 12:30
  it.each<[string, number | null, string]>([
    ['nothing chosen: the first free slot', null, '2026-03-02 09:00'],
    ['a chosen free slot stays', at('2026-03-02T16:00Z'), '2026-03-02 17:00'],
    ['a chosen slot taken since: the next free one after it', at('2026-03-02T11:30Z'), '2026-03-02 17:00'],
    ['a chosen slot that has passed: the first free one', at('2026-03-01T08:00Z'), '2026-03-02 09:00'],
  ])('shownSlot: %s', (_name, chosen, expected) => {
    expect(wall(shownSlot(input(held), MONDAY_8, chosen))).toBe(expected);
  });

  it('next skips a taken slot; previous skips it back; none before the first', () => {
    const q = input(held);
    const first = nextFreeSlot(q, MONDAY_8)!;
    const second = nextFreeSlot(q, first.epochMs)!;
    expect(wall(second)).toBe('2026-03-02 17:00');
    expect(wall(previousFreeSlot(q, MONDAY_8, second.epochMs))).toBe('2026-03-02 09:00');
    expect(previousFreeSlot(q, MONDAY_8, first.epochMs)).toBeUndefined();
  });

  it('upcomingSlots lists free and taken slots in order', () => {
    expect(
      upcomingSlots(input(held), MONDAY_8, 4).map(({ slot, taken }) => `${slot.time}${taken ? ' taken' : ''}`),
    ).toEqual(['09:00', '12:30 taken', '17:00', '09:00']);
  });
});

const queued = (time: string, accounts = [1]): NewPost => ({
  content: `queued ${time}`,
  when: { date: '2026-03-02', time, timezone: BERLIN },
  accounts: accounts.map((id) => ({ id, type: 'twitter' })),
});
const entry = (post: NewPost, state: OutboxEntry['state']): OutboxEntry => ({
  id: post.content,
  post,
  createdAt: 0,
  state,
  attempts: 0,
});

describe('what holds a slot: the cached list and the outbox', () => {
  it.each<[string, ListedPost[], OutboxEntry[], string]>([
    [
      'a scheduled post of the list',
      [
        {
          id: 1,
          status: 'scheduled',
          scheduled_date: '2026-03-02 09:00:00',
          timezone: BERLIN,
          accounts: [{ id: 1, type: 'twitter' }],
        },
      ],
      [],
      '12:30',
    ],
    [
      'a published post holds nothing',
      [
        {
          id: 1,
          status: 'published',
          scheduled_date: '2026-03-02 09:00:00',
          timezone: BERLIN,
          accounts: [{ id: 1, type: 'twitter' }],
        },
      ],
      [],
      '09:00',
    ],
    [
      'a post of the list with its time in UTC',
      [{ id: 1, status: 'scheduled', scheduled_date: '2026-03-02 08:00:00', timezone: 'UTC', accounts: [1] }],
      [],
      '12:30',
    ],
    ['a pending outbox entry', [], [entry(queued('09:00'), 'queued')], '12:30'],
    ['an entry being sent', [], [entry(queued('09:00'), 'sending')], '12:30'],
    ['a sent entry not yet in the cached list', [], [entry(queued('09:00'), 'sent')], '12:30'],
    ['a refused entry holds nothing', [], [entry(queued('09:00'), 'failed')], '09:00'],
    ['a pending entry of another account', [], [entry(queued('09:00', [2]), 'queued')], '09:00'],
  ])('%s', (_name, posts, entries, expected) => {
    expect(nextFreeSlot(input(occupiedBy(posts, entries)), MONDAY_8)?.time).toBe(expected);
  });
});

describe('placing a queued post (the background, under the outbox lock)', () => {
  const state = (entries: OutboxEntry[] = [], posts: ListedPost[] = []) => ({
    schedule: defaultPostingSchedule,
    posts,
    entries,
    now: MONDAY_8,
  });

  it('keeps a free slot as asked (a step to a later one included)', () => {
    expect(placeQueued(queued('17:00'), state()).when).toEqual({ date: '2026-03-02', time: '17:00', timezone: BERLIN });
  });

  it('back to back: the second post asking for the same slot gets the next free one', () => {
    const first = placeQueued(queued('09:00'), state());
    const second = placeQueued(queued('09:00'), state([entry(first, 'queued')]));
    expect(first.when).toMatchObject({ time: '09:00' });
    expect(second.when).toMatchObject({ date: '2026-03-02', time: '12:30', timezone: BERLIN });
  });

  it('a slot that has passed meanwhile moves to the next free one', () => {
    expect(placeQueued(queued('09:00'), { ...state(), now: at('2026-03-02T08:10Z') }).when).toMatchObject({
      time: '12:30',
    });
  });

  it('"Post now" is never moved', () => {
    const now: NewPost = { ...queued('09:00'), when: { instant: true } };
    expect(placeInQueue(input(), MONDAY_8, { epochMs: MONDAY_8 - 1 }).moved).toBe(true);
    expect(placeQueued(now, state())).toBe(now);
  });

  it('two windows at once: two sends through the outbox get two different slots', async () => {
    const { state: service, outbox } = fakeService(MONDAY_8);
    const place = async (post: NewPost, entries: OutboxEntry[]) =>
      placeQueued(post, { schedule: defaultPostingSchedule, posts: service.posts, entries, now: MONDAY_8 });
    const [a, b] = await Promise.all([
      outbox.send(queued('09:00'), { id: 'window-a', place }),
      outbox.send({ ...queued('09:00'), content: 'other window' }, { id: 'window-b', place }),
    ]);
    expect(a.state).toBe('sent');
    expect(b.state).toBe('sent');
    expect([a.post.when, b.post.when]).toEqual([
      { date: '2026-03-02', time: '09:00', timezone: BERLIN },
      { date: '2026-03-02', time: '12:30', timezone: BERLIN },
    ]);
    expect(service.posts.map((p) => p.scheduled_date).sort()).toEqual(['2026-03-02 09:00:00', '2026-03-02 12:30:00']);
  });
});

describe('the next free slot named in the address bar (no read: what is stored)', () => {
  const state = (entries: OutboxEntry[] = [], posts: ListedPost[] = []) => ({
    schedule: defaultPostingSchedule,
    posts,
    entries,
    now: MONDAY_8,
  });
  const waiting = (time: string, accounts = [{ id: 1, type: 'twitter' }]): OutboxEntry => ({
    id: `e-${time}`,
    post: { content: 'x', accounts, when: { date: '2026-03-02', time, timezone: BERLIN } },
    createdAt: MONDAY_8,
    state: 'queued',
    attempts: 0,
  });

  it('is the schedule’s first slot when nothing holds it, in the zone asked for', () => {
    expect(nextQueueSlot([1], BERLIN, state())).toMatchObject({ date: '2026-03-02', time: '09:00', timeZone: BERLIN });
  });

  it('skips a slot a waiting post of one of the accounts holds, not one held for another account', () => {
    expect(nextQueueSlot([1, 2], BERLIN, state([waiting('09:00', [{ id: 2, type: 'linkedin' }])]))?.time).toBe('12:30');
    expect(nextQueueSlot([1], BERLIN, state([waiting('09:00', [{ id: 2, type: 'linkedin' }])]))?.time).toBe('09:00');
  });

  it('says nothing when the schedule has no times', () => {
    expect(
      nextQueueSlot([1], BERLIN, { ...state(), schedule: { ...defaultPostingSchedule, times: [] } }),
    ).toBeUndefined();
  });
});

describe('account groups with times of their own', () => {
  const linkedin: ScheduleGroup = {
    name: 'LinkedIn',
    accounts: [
      { id: 2, type: 'linkedin' },
      { id: 3, type: 'linkedin_page' },
    ],
    days: [2, 4],
    times: ['08:00'],
  };
  const withGroup: PostingSchedule = { ...defaultPostingSchedule, groups: [linkedin] };

  it('a post for accounts all in one group goes by the group’s times; otherwise by the times for all', () => {
    expect(groupFor(withGroup, [2, 3])?.name).toBe('LinkedIn');
    expect(timesFor(withGroup, [2])).toEqual({ days: [2, 4], times: ['08:00'] });
    expect(timesFor(withGroup, [1, 2])).toEqual({
      days: defaultPostingSchedule.days,
      times: defaultPostingSchedule.times,
    });
    expect(timesFor(withGroup, [])).toEqual({ days: defaultPostingSchedule.days, times: defaultPostingSchedule.times }); // the posts view
  });

  it('the next free slot of a group: Tuesday 08:00 in Berlin, from Monday morning', () => {
    expect(wall(nextFreeSlot(input([], [2], withGroup), MONDAY_8))).toBe('2026-03-03 08:00');
    expect(wall(nextFreeSlot(input([], [1, 2], withGroup), MONDAY_8))).toBe('2026-03-02 09:00');
  });

  it('the background places a queued post by its group’s times too', () => {
    const post: NewPost = {
      content: 'x',
      accounts: [{ id: 2, type: 'linkedin' }],
      when: { date: '2026-03-03', time: '08:00', timezone: BERLIN },
    };
    const taken: OutboxEntry = { id: 'a', post, createdAt: MONDAY_8, state: 'queued', attempts: 0 };
    expect(placeQueued(post, { schedule: withGroup, posts: [], entries: [taken], now: MONDAY_8 }).when).toEqual({
      date: '2026-03-05',
      time: '08:00',
      timezone: BERLIN,
    });
  });

  it('is kept by tidySchedule, sorted, and a nameless group is named by its place; old schedules parse without groups', () => {
    const tidy = tidySchedule({
      ...defaultPostingSchedule,
      groups: [{ ...linkedin, name: ' ', times: ['17:00', '08:00', '08:00'] }],
    });
    expect(tidy.groups).toEqual([{ ...linkedin, name: '#1', times: ['08:00', '17:00'] }]);
    expect(tidySchedule({ ...defaultPostingSchedule, groups: [] })).toEqual(defaultPostingSchedule);
    expect(PostingSchedule.parse({ days: [1], times: ['09:00'] })).toEqual({ days: [1], times: ['09:00'] });
  });
});
