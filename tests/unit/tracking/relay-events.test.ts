import { describe, expect, it } from 'vitest';
import { parseRelayMessage, statusOfEvent } from '@/lib/tracking/relay-events';

describe('relay events: tolerant reading of webhook bodies', () => {
  it.each<[string, string, { postId: number | null; status: 'published' | 'failed' | null }[]]>([
    [
      'the sandbox’s payload',
      JSON.stringify({ event: 'post.published', post_id: 42, status: 'published', post: { id: 42 } }),
      [{ postId: 42, status: 'published' }],
    ],
    [
      'failed, id as a string',
      JSON.stringify({ event: 'post.failed', post_id: '43' }),
      [{ postId: 43, status: 'failed' }],
    ],
    [
      'type + data.id',
      JSON.stringify({ type: 'post.published', data: { id: 44 } }),
      [{ postId: 44, status: 'published' }],
    ],
    [
      'delivery id beside the post',
      JSON.stringify({ id: 'evt_9', event: 'post.failed', data: { post: { id: 45 } } }),
      [{ postId: 45, status: 'failed' }],
    ],
    [
      'postId camelCase, upper-case event',
      JSON.stringify({ eventType: 'POST_PUBLISHED', postId: 46 }),
      [{ postId: 46, status: 'published' }],
    ],
    [
      'no event name, status in the post',
      JSON.stringify({ post: { id: 47, status: 'failed' } }),
      [{ postId: 47, status: 'failed' }],
    ],
    [
      'a numeric top-level id',
      JSON.stringify({ event: 'post.published', id: 48 }),
      [{ postId: 48, status: 'published' }],
    ],
    [
      'a batch',
      JSON.stringify([
        { event: 'post.published', post_id: 1 },
        { event: 'post.failed', post_id: 2 },
      ]),
      [
        { postId: 1, status: 'published' },
        { postId: 2, status: 'failed' },
      ],
    ],
    ['another kind of event', JSON.stringify({ event: 'account.disconnected', id: 3 }), []],
    ['a post event with no id', JSON.stringify({ event: 'post.published' }), [{ postId: null, status: 'published' }]],
    ['plain text', 'post.published 49', [{ postId: 49, status: 'published' }]],
    ['plain text with post id', 'Post failed (post_id: 50)', [{ postId: 50, status: 'failed' }]],
    ['an attachment notice (over 4096 bytes)', 'You received a file: attachment.txt', [{ postId: null, status: null }]],
    ['a JSON string', JSON.stringify('hello'), [{ postId: null, status: null }]],
    ['empty', '  ', []],
  ])('%s', (_, text, hints) => {
    expect(parseRelayMessage(text)).toEqual(hints);
  });

  it.each([
    ['post.published', 'published'],
    ['post_failed', 'failed'],
    ['posts:updated', 'post'],
    ['media.processed', 'other'],
  ])('statusOfEvent(%s) = %s', (name, kind) => {
    expect(statusOfEvent(name)).toBe(kind);
  });
});
