import { describe, expect, it } from 'vitest';
import type { PostRecord } from '@/lib/api';
import { accountsLabel, failedContent, failureReason, postUrlOf, publishedContent } from '@/lib/notify/content';
import { excerpt } from '@/lib/notify/excerpt';
import { recordNotified, wasNotified, KEEP_ENTRIES, KEEP_MS } from '@/lib/notify/ledger';
import type { Ledger } from '@/lib/storage/notify-items';
import { T0 } from '../fakes/api';
import { tracked } from '../fakes/tracking';

const KNOWN = [
  { id: 1, type: 'twitter', name: 'Dana', username: 'dana' },
  { id: 2, type: 'linkedin', name: 'Dana Whitfield', username: null },
];

describe('notification content', () => {
  it('excerpts on one line, cut at a word', () => {
    expect(excerpt('Hello\n\n  world')).toBe('Hello world');
    expect(excerpt('one two three four', 10)).toBe('one two…');
    expect([...excerpt('x'.repeat(300))].length).toBe(120);
  });

  it('names accounts as the person knows them', () => {
    expect(
      accountsLabel(
        [
          { id: 1, type: 'twitter' },
          { id: 2, type: 'linkedin' },
          { id: 9, type: 'bluesky' },
        ],
        KNOWN,
      ),
    ).toBe('Twitter @dana, LinkedIn Dana Whitfield, Bluesky');
    const many = [1, 2, 3, 4, 5].map((id) => ({ id, type: 'threads' }));
    expect(accountsLabel(many, [])).toBe('Threads, Threads, Threads and 2 more');
  });

  it.each<[Record<string, unknown>, string | undefined]>([
    [
      { error: 'Twitter: the text is 300 characters; the limit is 280' },
      'Twitter: the text is 300 characters; the limit is 280',
    ],
    [{ failure_reason: { message: 'Token expired' } }, 'Token expired'],
    [{ reason: '  ' }, undefined],
    [{}, undefined],
  ])('failureReason(%j)', (record, reason) => {
    expect(failureReason(record)).toBe(reason);
  });

  it('takes only http(s) post addresses', () => {
    expect(postUrlOf({ permalink: 'https://x.com/dana/status/1' })).toBe('https://x.com/dana/status/1');
    expect(postUrlOf({ url: 'javascript:alert(1)' })).toBeUndefined();
  });

  it('published: accounts and an excerpt; failed: the reason', () => {
    const post = tracked(3, T0, { content: 'Launch day!', accounts: [{ id: 1, type: 'twitter' }] });
    expect(publishedContent(post, KNOWN)).toEqual({
      title: 'Published',
      message: 'Launch day!',
      contextMessage: 'Twitter @dana',
    });
    const failed = failedContent(
      post,
      { id: 3, status: 'failed', error: 'Twitter: too long.' } as unknown as PostRecord,
      KNOWN,
    );
    expect(failed.message).toBe('Twitter: too long. Edit the post and send it again.');
    expect(failedContent(post, { id: 3, status: 'failed' } as unknown as PostRecord, KNOWN).message).toMatch(
      /did not say why/,
    );
  });
});

describe('notification ledger: once per post and final status', () => {
  it('remembers per post and status', () => {
    let ledger: Ledger = {};
    ledger = recordNotified(ledger, 1, 'failed', { at: T0 });
    expect(wasNotified(ledger, 1, 'failed')).toBe(true);
    expect(wasNotified(ledger, 1, 'published')).toBe(false);
    expect(wasNotified(ledger, 2, 'failed')).toBe(false);
  });

  it('forgets entries older than a month and keeps the newest ones only', () => {
    let ledger: Ledger = { '1:published': { at: T0 - KEEP_MS - 1 } };
    ledger = recordNotified(ledger, 2, 'published', { at: T0 });
    expect(Object.keys(ledger)).toEqual(['2:published']);
    for (let i = 0; i < KEEP_ENTRIES + 10; i += 1)
      ledger = recordNotified(ledger, 100 + i, 'published', { at: T0 + i });
    expect(Object.keys(ledger)).toHaveLength(KEEP_ENTRIES);
    expect(wasNotified(ledger, 100 + KEEP_ENTRIES + 9, 'published')).toBe(true);
    expect(wasNotified(ledger, 100, 'published')).toBe(false);
  });
});
