import { describe, expect, it } from 'vitest';
import { linksIn, rewriteLinks } from '@/lib/links/links-in-text';
import { cleanUrl } from '@/lib/links/clean-url';

describe('links in a post text', () => {
  it.each([
    ['Read https://example.com/a.', ['https://example.com/a']],
    ['(see https://example.com/a?x=1), then', ['https://example.com/a?x=1']],
    ['https://en.wikipedia.org/wiki/Foo_(bar) is it', ['https://en.wikipedia.org/wiki/Foo_(bar)']],
    ['“https://example.com/q” and http://b.test/!', ['https://example.com/q', 'http://b.test/']],
    ['Two:\nhttps://a.test/1\nhttps://a.test/2#x', ['https://a.test/1', 'https://a.test/2#x']],
    ['no address, just www.example.com and mailto:a@b.c', []],
  ])('%s', (text, urls) => {
    expect(linksIn(text).map((l) => l.url)).toEqual(urls);
  });

  it('gives each link where it stands, and rewrites only what the caller changes', () => {
    const text = 'New: https://shop.example/a?utm_source=x&id=1 and mine https://shop.example/b?fbclid=2';
    const [first, second] = linksIn(text);
    expect(text.slice(first!.start, first!.end)).toBe(first!.url);
    expect(text.slice(second!.start, second!.end)).toBe(second!.url);
    const typed = new Set([second!.url]);
    expect(rewriteLinks(text, (link) => (typed.has(link.url) ? link.url : cleanUrl(link.url)))).toBe(
      'New: https://shop.example/a?id=1 and mine https://shop.example/b?fbclid=2',
    );
  });
});
