import { describe, expect, it } from 'vitest';
import { checkWhen, describeBothZones, quickTime } from '@/lib/draft/when-rules';

/** 2026-03-01T12:00:00Z: before every DST change used below. */
const NOW = Date.UTC(2026, 2, 1, 12, 0);
const at = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds;

describe('checkWhen', () => {
  it.each([
    [
      'an ordinary time in Paris',
      { date: '2026-06-10', time: '09:30', timeZone: 'Europe/Paris' },
      at('2026-06-10T07:30Z'),
    ],
    [
      'an ordinary time in Tokyo',
      { date: '2026-06-10', time: '09:30', timeZone: 'Asia/Tokyo' },
      at('2026-06-10T00:30Z'),
    ],
    [
      'winter time in New York',
      { date: '2026-12-01', time: '18:00', timeZone: 'America/New_York' },
      at('2026-12-01T23:00Z'),
    ],
    [
      'the first minute after the spring jump exists',
      { date: '2026-03-29', time: '03:00', timeZone: 'Europe/Paris' },
      at('2026-03-29T01:00Z'),
    ],
    [
      'Kolkata under its older spelling',
      { date: '2026-06-10', time: '09:30', timeZone: 'Asia/Calcutta' },
      at('2026-06-10T04:00Z'),
    ],
  ])('accepts %s', (_name, input, epochMs) => {
    expect(checkWhen(input, NOW, 'en-GB')).toEqual({ ok: true, epochMs });
  });

  it.each([
    ['Paris, spring forward', { date: '2026-03-29', time: '02:30', timeZone: 'Europe/Paris' }, 'from 02:00 to 03:00'],
    [
      'New York, spring forward',
      { date: '2026-03-08', time: '02:15', timeZone: 'America/New_York' },
      'from 02:00 to 03:00',
    ],
    [
      'Lord Howe Island, a half-hour jump',
      { date: '2026-10-04', time: '02:15', timeZone: 'Australia/Lord_Howe' },
      'from 02:00 to 02:30',
    ],
  ])('refuses a time that does not exist: %s', (_name, input, jump) => {
    const check = checkWhen(input, NOW, 'en-GB');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.field).toBe('time');
    expect(check.problem).toContain(`${input.time} does not exist`);
    expect(check.problem).toContain(jump);
    expect(check.problem).toContain('Choose another time');
  });

  it.each([
    ['Paris, autumn back', { date: '2026-10-25', time: '02:30', timeZone: 'Europe/Paris' }, at('2026-10-25T00:30Z')],
    [
      'New York, autumn back',
      { date: '2026-11-01', time: '01:30', timeZone: 'America/New_York' },
      at('2026-11-01T05:30Z'),
    ],
  ])('warns about a time that happens twice: %s (and takes the earlier)', (_name, input, earlier) => {
    const check = checkWhen(input, NOW, 'en-GB');
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.epochMs).toBe(earlier);
    expect(check.warning).toContain('happens twice');
  });

  it.each([
    ['an hour ago', { date: '2026-03-01', time: '11:00', timeZone: 'UTC' }, '1 hour ago'],
    ['this very minute', { date: '2026-03-01', time: '12:00', timeZone: 'UTC' }, 'already passed'],
    ['yesterday in Tokyo', { date: '2026-02-28', time: '21:00', timeZone: 'Asia/Tokyo' }, 'day'],
    // 12:30 in London is 12:30Z (future), but 12:30 in Paris is 11:30Z (past): the zone decides.
    [
      'a Paris time that is past although the same London time is not',
      { date: '2026-03-01', time: '12:30', timeZone: 'Europe/Paris' },
      '30 minutes ago',
    ],
  ])('refuses a time in the past: %s', (_name, input, words) => {
    const check = checkWhen(input, NOW, 'en-GB');
    expect(check).toMatchObject({ ok: false, field: 'time' });
    if (!check.ok) expect(check.problem).toContain(words);
  });

  it.each([
    [{ date: '', time: '10:00', timeZone: 'UTC' }, 'date', 'Choose a date.'],
    [{ date: '2026-02-30', time: '10:00', timeZone: 'UTC' }, 'date', 'not a real date'],
    [{ date: '2026-06-01', time: '', timeZone: 'UTC' }, 'time', 'Choose a time.'],
    [{ date: '2026-06-01', time: '25:00', timeZone: 'UTC' }, 'time', 'HH:mm'],
    [{ date: '2026-06-01', time: '10:00', timeZone: '' }, 'timeZone', 'Choose a time zone.'],
    [{ date: '2026-06-01', time: '10:00', timeZone: 'Mars/Olympus' }, 'timeZone', 'not a time zone'],
  ])('names the field that is wrong (%#)', (input, field, words) => {
    const check = checkWhen(input, NOW, 'en-GB');
    expect(check).toMatchObject({ ok: false, field });
    if (!check.ok) expect(check.problem).toContain(words);
  });
});

describe('times shown in both zones', () => {
  const instant = at('2026-06-10T07:30Z');
  it('gives the post’s zone and the person’s when they differ', () => {
    const text = describeBothZones(instant, 'Europe/Paris', 'America/New_York', 'en-GB');
    expect(text).toMatch(/09:30 CEST \(Europe\/Paris\) — .*03:30 GMT-4 in your time zone \(America\/New_York\)/);
  });
  it('gives one time when both zones read the same', () => {
    expect(describeBothZones(instant, 'Europe/Paris', 'Europe/Paris', 'en-GB')).toBe(
      'Wed, 10 Jun 2026, 09:30 CEST (Europe/Paris)',
    );
  });
  it('names a zone once when its short name is its id ("UTC", not "UTC (UTC)")', () => {
    expect(describeBothZones(instant, 'UTC', 'UTC', 'en-GB')).toBe('Wed, 10 Jun 2026, 07:30 UTC');
  });
});

describe('quick times beside the date and time fields', () => {
  it.each([
    // 2026-06-10 is a Wednesday.
    ['hour', '2026-06-10T07:31Z', 'Europe/Paris', { date: '2026-06-10', time: '10:35' }], // in an hour, up to 5 minutes
    ['hour', '2026-06-10T23:30Z', 'UTC', { date: '2026-06-11', time: '00:30' }],
    ['tomorrow', '2026-06-10T23:30Z', 'Europe/Paris', { date: '2026-06-12', time: '09:00' }], // already the 11th in Paris
    ['tomorrow', '2026-06-10T23:30Z', 'America/New_York', { date: '2026-06-11', time: '09:00' }],
    ['monday', '2026-06-10T12:00Z', 'UTC', { date: '2026-06-15', time: '09:00' }],
    ['monday', '2026-06-15T06:00Z', 'UTC', { date: '2026-06-22', time: '09:00' }], // on a Monday: the next one
    ['monday', '2026-06-14T23:30Z', 'Asia/Tokyo', { date: '2026-06-22', time: '09:00' }], // Monday already in Tokyo
  ] as const)('%s from %s in %s', (kind, now, zone, expected) => {
    expect(quickTime(kind, at(now), zone)).toEqual(expected);
  });
});
