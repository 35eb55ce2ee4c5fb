import { describe, expect, it } from 'vitest';
import { instantOf, postDueAt } from '@/lib/api/post-time';

describe('when a listed post is due (docs/design.md §4)', () => {
  it.each<[string, Record<string, unknown>, string | undefined]>([
    [
      'scheduled_date in its zone',
      { scheduled_date: '2030-01-07 10:00:00', timezone: 'Europe/Paris' },
      '2030-01-07T09:00:00Z',
    ],
    [
      'scheduled_date without a zone is UTC (rule 2)',
      { scheduled_date: '2030-01-07 10:00:00' },
      '2030-01-07T10:00:00Z',
    ],
    ['minutes only', { scheduled_date: '2030-07-07 10:00', timezone: 'America/New_York' }, '2030-07-07T14:00:00Z'],
    ['an ISO instant', { scheduled_date: '2030-01-07T10:00:00+02:00' }, '2030-01-07T08:00:00Z'],
    ['ISO under scheduled_at', { scheduled_at: '2030-01-07T10:00:00Z' }, '2030-01-07T10:00:00Z'],
    ['unreadable date', { scheduled_date: 'tomorrow' }, undefined],
    ['unknown zone', { scheduled_date: '2030-01-07 10:00:00', timezone: 'Mars/Olympus' }, undefined],
    ['no date at all', { id: 1 }, undefined],
  ])('%s', (_, post, expected) => {
    const at = postDueAt(post);
    expect(at === undefined ? undefined : new Date(at).toISOString().replace('.000', '')).toBe(expected);
  });

  it('a time skipped by DST moves forward, never throws', () => {
    expect(instantOf('2030-03-31 02:30:00', 'Europe/Paris')).toBe(Date.parse('2030-03-31T01:30:00Z'));
  });
});
