import { describe, expect, it } from 'vitest';
import { tagUrl } from '@/lib/links/tag-url';

const mine = { network: 'twitter', campaign: '', sites: ['example.com'] };

describe('tagUrl', () => {
  it.each([
    ['https://example.com/post', mine, 'https://example.com/post?utm_source=twitter&utm_medium=social'],
    ['https://www.example.com/post', mine, 'https://www.example.com/post?utm_source=twitter&utm_medium=social'],
    ['https://blog.example.com/p?id=1', mine, 'https://blog.example.com/p?id=1&utm_source=twitter&utm_medium=social'],
    [
      'https://example.com/p#comments',
      { ...mine, network: 'linkedin', campaign: 'fall sale' },
      'https://example.com/p?utm_source=linkedin&utm_medium=social&utm_campaign=fall%20sale#comments',
    ],
    [
      'https://example.com/p?utm_source=newsletter&utm_campaign=old&q=1',
      mine,
      'https://example.com/p?q=1&utm_source=twitter&utm_medium=social',
    ],
    // Sites as a person types them.
    [
      'https://shop.example.org/',
      { ...mine, sites: ['https://www.example.org/shop'] },
      'https://shop.example.org/?utm_source=twitter&utm_medium=social',
    ],
    [
      'https://example.org/',
      { ...mine, sites: ['*.example.org', ' '] },
      'https://example.org/?utm_source=twitter&utm_medium=social',
    ],
    // Others' links, other schemes and unreadable addresses stay as they are.
    ['https://notexample.com/post', mine, 'https://notexample.com/post'],
    ['https://example.com.evil.test/post', mine, 'https://example.com.evil.test/post'],
    ['https://other.test/?utm_source=x', mine, 'https://other.test/?utm_source=x'],
    ['mailto:me@example.com', mine, 'mailto:me@example.com'],
    ['https://example.com/post', { ...mine, sites: [] }, 'https://example.com/post'],
    ['not a link', mine, 'not a link'],
  ])('%s', (url, tagging, expected) => {
    expect(tagUrl(url, tagging)).toBe(expected);
  });
});
