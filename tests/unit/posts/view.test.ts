import { describe, expect, it } from 'vitest';
import { PUBLISHING, createdRecord } from '@/lib/service/post';
import { accountsText, ageOf, analyticsRows, badgeOf, labelOf, splitPosts, whenOf } from '@/lib/posts/view';
import { T0 } from '../fakes/api';

describe('recent posts view', () => {
  it.each([
    ['scheduled', 'scheduled', 'Scheduled'],
    ['published', 'published', 'Published'],
    ['failed', 'failed', 'Failed'],
    ['in_review', 'other', 'in_review'],
    [undefined, 'other', 'Unknown'],
  ])('badge of %s', (status, kind, label) => {
    expect(badgeOf(status)).toEqual({ kind, label });
  });

  it.each([
    ['engagement_rate', 'Engagement rate'],
    ['likeCount', 'Like count'],
    ['reach.total', 'Reach total'],
    ['x', 'X'],
  ])('label of %s', (key, label) => {
    expect(labelOf(key)).toBe(label);
  });

  it('analytics rows: numbers and numeric text through Intl, dates in the zone, nested and arrays flattened, ids and nulls left out', () => {
    const rows = analyticsRows(
      {
        id: 5,
        impressions: 1234567,
        clicks: '1200',
        rate: '4.2%',
        viral: false,
        updated_at: '2030-01-07T09:00:00Z',
        by: { day: { mon: 3 } },
        tags: ['a', 2],
        nothing: null,
      },
      'en-US',
      'UTC',
    );
    expect(rows).toEqual([
      { label: 'Impressions', value: '1,234,567' },
      { label: 'Clicks', value: '1,200' },
      { label: 'Rate', value: '4.2%' },
      { label: 'Viral', value: 'No' },
      { label: 'Updated at', value: expect.stringMatching(/Jan.*9:00/) },
      { label: 'By · Day · Mon', value: '3' },
      { label: 'Tags', value: 'a, 2' },
    ]);
  });

  it('ages in words', () => {
    expect(ageOf(T0 - 10_000, T0, 'en')).toBe('just now');
    expect(ageOf(T0 - 5 * 60_000, T0, 'en')).toBe('5 minutes ago');
    expect(ageOf(T0 - 3 * 3600_000, T0, 'en')).toBe('3 hours ago');
    expect(ageOf(T0 - 2 * 86_400_000, T0, 'en')).toBe('2 days ago');
  });

  it('splits upcoming (soonest first) from recent (newest first), with dates in any of the usual fields', () => {
    const posts = [
      { id: 1, status: 'scheduled', scheduled_date: '2030-01-09 10:00:00', timezone: 'UTC' },
      { id: 2, status: 'scheduled', scheduled_date: '2030-01-08 10:00:00', timezone: 'Europe/Paris' },
      { id: 3, status: 'published', published_at: '2030-01-02T10:00:00Z' },
      { id: 4, status: 'failed', scheduled_date: '2030-01-05T10:00:00Z' },
    ];
    const { upcoming, recent } = splitPosts(posts);
    expect(upcoming.map((p) => p.id)).toEqual([2, 1]);
    expect(recent.map((p) => p.id)).toEqual([4, 3]);
    expect(whenOf(posts[1]!)).toBe(Date.UTC(2030, 0, 8, 9));
  });

  it('names a post’s accounts from the known ones, else by platform; other shapes are skipped', () => {
    const post = {
      id: 1,
      accounts: [{ id: 1, type: 'twitter' }, { id: '2', type: 'linkedin' }, { id: 9, type: 'bluesky' }, 7, { id: 3 }],
    };
    const known = [
      { id: 1, type: 'twitter', username: 'dana' },
      { id: 2, type: 'linkedin', name: 'Dana Whitfield', username: null },
    ];
    expect(accountsText(post, known)).toBe('Twitter @dana, LinkedIn Dana Whitfield, Bluesky');
    expect(accountsText({ id: 2 }, known)).toBe('');
  });
});

describe('the list’s age and our own records (the popup tells the truth)', () => {
  it('says "just now" only for a copy read in the last 15 s, then seconds, minutes, hours', () => {
    const at = Date.UTC(2030, 0, 7, 10, 0);
    expect(ageOf(at, at + 14_000, 'en')).toBe('just now');
    expect(ageOf(at, at + 44_000, 'en')).toBe('40 seconds ago');
    expect(ageOf(at, at + 70_000, 'en')).toBe('1 minute ago');
    expect(ageOf(at, at + 3 * 60_000, 'en')).toBe('3 minutes ago');
  });

  it('a post sent now enters the list as publishing, with its accounts from the request; a scheduled one as scheduled', () => {
    const now = {
      content: 'Hi',
      when: { instant: true as const, timezone: 'UTC' },
      accounts: [{ id: 2, type: 'linkedin' }],
    };
    const later = { ...now, when: { date: '2030-01-07', time: '10:00', timezone: 'Europe/Berlin' } };
    const answer = {
      id: 7,
      post_id: 7,
      content: 'Hi',
      scheduled_date: '2030-01-07 10:00:00',
      timezone: 'Europe/Berlin',
      accounts: 1,
      status: 'scheduled',
    };
    expect(createdRecord(answer, now)).toMatchObject({
      id: 7,
      status: PUBLISHING,
      accounts: [{ id: 2, type: 'linkedin' }],
    });
    expect(createdRecord(answer, later)).toMatchObject({
      status: 'scheduled',
      scheduled_date: '2030-01-07 10:00:00',
      timezone: 'Europe/Berlin',
    });
    expect(badgeOf(PUBLISHING)).toEqual({ kind: 'publishing', label: 'Publishing…' });
  });
});
