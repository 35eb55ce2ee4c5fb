import { describe, expect, it } from 'vitest';
import { suggestTopic } from '@/lib/tracking/topic';
import { isWeakTopic } from '@/lib/tracking/weak-topic';

describe('isWeakTopic: a topic name a stranger could guess', () => {
  it.each([
    ['quickpost', 'short'],
    ['x7Kq2mPz9rTw4vB', 'short, however random (15 characters)'],
    ['notifications', 'a word, and short'],
    ['socialmedianotifications', 'common words run together'],
    ['QuickpostNotifications', 'common words in any case'],
    ['quickpost-secret-topic', 'words and separators'],
    ['scheduled_posting-publisher', 'words with their endings'],
    ['quickpost2024alerts', 'words and digits'],
    ['my-posts_1234567890', 'a word with separators and digits'],
    ['1234567890123456', 'digits alone'],
    ['anna-home-posts-2024', 'a first name, words and a year'],
  ])('%s is weak (%s)', (topic) => {
    expect(isWeakTopic(topic)).toBe(true);
  });

  it.each([
    ['quickpost-7hq2mzk4xw3tp5rf', 'a word with a random tail'],
    ['correcthorsebatterystaple-93kq', 'words outside the list, and a random tail'],
    ['vjq8-ehx2-pl4n-wz7c', 'random groups'],
  ])('%s is not weak (%s)', (topic) => {
    expect(isWeakTopic(topic)).toBe(false);
  });

  it('passes generated names', () => {
    for (let i = 0; i < 500; i++) expect(isWeakTopic(suggestTopic())).toBe(false);
    // Bytes 0, 1, 2…: the tail spells every letter and digit in turn.
    expect(isWeakTopic(suggestTopic((bytes) => bytes.map((_, i) => i)))).toBe(false);
  });
});
