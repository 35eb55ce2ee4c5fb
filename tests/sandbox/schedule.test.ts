import { describe, expect, it } from 'vitest';
import { advanceTo, postById, useSandbox, validPost } from './helpers.ts';

const sb = useSandbox();

/** [rule, date, time, timezone, scheduled_date answered, instant it publishes at]. */
const ZONES: [string, string, string, string | undefined, string, string, string][] = [
  [
    'rule 2: no timezone means UTC',
    '2035-01-15',
    '09:30',
    undefined,
    'UTC',
    '2035-01-15 09:30:00',
    '2035-01-15T09:30:00.000Z',
  ],
  [
    'a winter time in Europe/Paris (UTC+1)',
    '2035-01-15',
    '09:30',
    'Europe/Paris',
    'Europe/Paris',
    '2035-01-15 09:30:00',
    '2035-01-15T08:30:00.000Z',
  ],
  [
    'a summer time in America/New_York (UTC-4)',
    '2035-07-04',
    '12:00',
    'America/New_York',
    'America/New_York',
    '2035-07-04 12:00:00',
    '2035-07-04T16:00:00.000Z',
  ],
  [
    'a half-hour zone, Asia/Kolkata',
    '2035-01-15',
    '09:30',
    'Asia/Kolkata',
    'Asia/Kolkata',
    '2035-01-15 09:30:00',
    '2035-01-15T04:00:00.000Z',
  ],
  [
    'an alias zone is accepted as spelled',
    '2035-01-15',
    '09:30',
    'Asia/Calcutta',
    'Asia/Calcutta',
    '2035-01-15 09:30:00',
    '2035-01-15T04:00:00.000Z',
  ],
  [
    'a zone in other letter case is answered in its canonical case',
    '2035-01-15',
    '09:30',
    'europe/paris',
    'Europe/Paris',
    '2035-01-15 09:30:00',
    '2035-01-15T08:30:00.000Z',
  ],
  [
    'DST gap (Paris, 02:30 does not exist): moves forward to 03:30',
    '2035-03-25',
    '02:30',
    'Europe/Paris',
    'Europe/Paris',
    '2035-03-25 03:30:00',
    '2035-03-25T01:30:00.000Z',
  ],
  [
    'DST gap (New York): moves forward to 03:30',
    '2035-03-11',
    '02:30',
    'America/New_York',
    'America/New_York',
    '2035-03-11 03:30:00',
    '2035-03-11T07:30:00.000Z',
  ],
  [
    'DST overlap (Paris, 02:30 happens twice): the earlier one',
    '2035-10-28',
    '02:30',
    'Europe/Paris',
    'Europe/Paris',
    '2035-10-28 02:30:00',
    '2035-10-28T00:30:00.000Z',
  ],
  [
    'DST overlap (New York, 01:30 twice): the earlier one',
    '2035-11-04',
    '01:30',
    'America/New_York',
    'America/New_York',
    '2035-11-04 01:30:00',
    '2035-11-04T05:30:00.000Z',
  ],
  ['leap day', '2036-02-29', '23:59', undefined, 'UTC', '2036-02-29 23:59:00', '2036-02-29T23:59:00.000Z'],
];

describe('scheduling: date, time and timezone', () => {
  it.each(ZONES)('%s', async (_rule, date, time, timezone, zoneAnswered, local, instant) => {
    const answer = await sb.createPost(validPost({ date, time, ...(timezone ? { timezone } : {}) }));
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ scheduled_date: local, timezone: zoneAnswered });
    // Not a minute early...
    await advanceTo(sb, new Date(Date.parse(instant) - 60_000).toISOString());
    expect((await postById(sb, answer.body.post_id))?.status).toBe('scheduled');
    // ...and published at exactly that instant.
    await advanceTo(sb, new Date(Date.parse(instant) + 60_000).toISOString());
    expect(await postById(sb, answer.body.post_id)).toMatchObject({
      status: 'published',
      published_at: instant,
      scheduled_date: local,
    });
  });

  it.each([
    [
      'legacy scheduled_date is accepted in place of date/time',
      { scheduled_date: '2035-01-15 09:30:45', timezone: 'Europe/Paris' },
      '2035-01-15 09:30:45',
      '2035-01-15T08:30:45.000Z',
    ],
    [
      'date/time win over scheduled_date when both are sent',
      { date: '2035-01-15', time: '10:00', scheduled_date: '2035-06-01 12:00:00' },
      '2035-01-15 10:00:00',
      '2035-01-15T10:00:00.000Z',
    ],
  ])('%s', async (_rule, when, local, instant) => {
    const body = { content: 'legacy', accounts: [{ id: 2, type: 'linkedin' }], ...when };
    const answer = await sb.createPost(body);
    expect(answer.status).toBe(202);
    expect(answer.body.scheduled_date).toBe(local);
    await advanceTo(sb, new Date(Date.parse(instant) + 1000).toISOString());
    expect(await postById(sb, answer.body.post_id)).toMatchObject({ status: 'published', published_at: instant });
  });

  it('post_instant: date and time are ignored, even invalid ones; scheduled_date is now in the zone', async () => {
    const before = Date.parse((await sb.control('clock')).body.now);
    const answer = await sb.createPost(
      validPost({ post_instant: true, date: 'not a date', time: '99:99', timezone: 'Asia/Tokyo' }),
    );
    expect(answer.status).toBe(202);
    expect(answer.body.status).toBe('scheduled');
    const after = Date.parse((await sb.control('clock')).body.now);
    const inTokyo = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(answer.body.scheduled_date >= inTokyo(before - 1000) && answer.body.scheduled_date <= inTokyo(after)).toBe(
      true,
    );
  });

  it('a time in the past is accepted and publishes at the next tick', async () => {
    const answer = await sb.createPost(validPost({ date: '2020-01-01', time: '00:00' }));
    expect(answer.status).toBe(202);
    const post = await postById(sb, answer.body.post_id);
    expect(post).toMatchObject({ status: 'published', scheduled_date: '2020-01-01 00:00:00' });
    expect(post!.published_at).toBe(post!.created_at);
  });
});
