import { describe, expect, it } from 'vitest';
import { parseRelayMessage, statusOfEvent } from '@/lib/tracking/relay-events';

describe('relay events: tolerant reading of webhook bodies', () => {
  it.each<[string, string, { postId: number; status: 'published' | 'failed' }[]]>([
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
    [
      'an event whose id is a string of digits',
      JSON.stringify({ event: 'post.failed', post_id: '51' }),
      [{ postId: 51, status: 'failed' }],
    ],
  ])('%s', (_, text, hints) => {
    expect(parseRelayMessage(text)).toEqual(hints);
  });

  // Anyone who knows the topic may publish to it: what is not the service's event is no hint at all.
  it.each<[string, string]>([
    ['another kind of event', JSON.stringify({ event: 'account.disconnected', id: 3 })],
    ['a post event with no id', JSON.stringify({ event: 'post.published' })],
    ['a post event with no final status', JSON.stringify({ event: 'posts:updated', post_id: 3 })],
    ['no event name, status in the post', JSON.stringify({ post: { id: 47, status: 'failed' } })],
    ['plain text', 'post.published 49'],
    ['plain text with post id', 'Post failed (post_id: 50)'],
    ['an attachment notice (over 4096 bytes)', 'You received a file: attachment.txt'],
    ['a JSON string', JSON.stringify('hello')],
    ['a JSON number', '42'],
    ['junk', 'hello from a stranger'],
    ['empty', '  '],
  ])('ignores %s', (_, text) => {
    expect(parseRelayMessage(text)).toEqual([]);
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
