import { describe, expect, it } from 'vitest';
import { parseNdjsonLine, sinceParam, topicUrl } from '@/lib/tracking/ntfy';
import { parseRelayUrl, suggestTopic, TOPIC_PATTERN } from '@/lib/tracking/topic';
import { T0 } from '../fakes/api';

describe('ntfy: the relay URL and the subscribe API', () => {
  it.each<[string, { server: string; topic: string } | null]>([
    ['https://ntfy.sh/quickpost-abc', { server: 'https://ntfy.sh', topic: 'quickpost-abc' }],
    ['https://ntfy.example.com/push/my_topic/', { server: 'https://ntfy.example.com/push', topic: 'my_topic' }],
    ['http://127.0.0.1:8787/ntfy/t1', { server: 'http://127.0.0.1:8787/ntfy', topic: 't1' }],
    ['https://ntfy.sh/', null],
    ['https://ntfy.sh/bad topic', null],
    ['ftp://ntfy.sh/x', null],
    ['not a url', null],
  ])('parseRelayUrl(%s)', (url, expected) => {
    expect(parseRelayUrl(url)).toEqual(expected);
  });

  it('builds poll and stream addresses with since=', () => {
    const relay = { server: 'https://ntfy.sh', topic: 'qp' };
    expect(topicUrl(relay, 'all', true)).toBe('https://ntfy.sh/qp/json?poll=1&since=all');
    expect(topicUrl(relay, 'abc123', false)).toBe('https://ntfy.sh/qp/json?since=abc123');
  });

  it('since: all at first, the last id while it is cached, its time once it may have left the cache', () => {
    expect(sinceParam(null, T0)).toBe('all');
    const cursor = { relayUrl: 'x', id: 'abc', time: Math.floor((T0 - 60 * 60_000) / 1000) };
    expect(sinceParam(cursor, T0)).toBe('abc');
    const old = { ...cursor, time: Math.floor((T0 - 11.5 * 60 * 60_000) / 1000) };
    expect(sinceParam(old, T0)).toBe(String(old.time));
  });

  it('reads NDJSON lines, skipping blank and malformed ones', () => {
    expect(parseNdjsonLine('{"id":"a","time":1,"event":"message","topic":"t","message":"m"}')).toMatchObject({
      id: 'a',
      message: 'm',
    });
    expect(parseNdjsonLine('')).toBeNull();
    expect(parseNdjsonLine('{"time":1}')).toBeNull();
    expect(parseNdjsonLine('{oops')).toBeNull();
  });

  it('suggests unguessable topic names that ntfy accepts', () => {
    const a = suggestTopic();
    const b = suggestTopic();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^quickpost-[a-z2-7]{24}$/);
    expect(TOPIC_PATTERN.test(a)).toBe(true);
    expect(suggestTopic((bytes) => bytes.fill(255))).toBe(`quickpost-${'7'.repeat(24)}`);
  });
});
