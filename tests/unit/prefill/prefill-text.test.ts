import { describe, expect, it } from 'vitest';
import { contentOf, isShareable } from '@/lib/prefill/prefill-text';
import { tidy } from '@/lib/prefill/text-tidy';
import type { Prefill } from '@/lib/storage/prefill';
import { countersFor } from '@/lib/draft/counters';

const base = { id: 'p1', createdAt: 0, pageUrl: 'https://example.com/post', pageTitle: 'A good read' };
const none = { types: [], measure: null };
/** Twitter's own weighting for these tests: URLs count 23 (as twitter-text does), everything else per code point. */
const twitterish = (text: string) => [...text.replace(/https?:\/\/\S+/g, 'x'.repeat(23))].length;

describe('prefill text', () => {
  it.each<[string, Partial<Prefill> & Pick<Prefill, 'source'>, string]>([
    ['page: title, then URL', { source: 'page' }, 'A good read\nhttps://example.com/post'],
    ['page without a title: the URL', { source: 'page', pageTitle: '' }, 'https://example.com/post'],
    [
      'page whose title is its URL: once',
      { source: 'page', pageTitle: 'https://example.com/post' },
      'https://example.com/post',
    ],
    [
      'selection: quoted, then the page URL',
      { source: 'selection', selection: 'Coffee is good.' },
      '“Coffee is good.”\n\nhttps://example.com/post',
    ],
    [
      'selection: whitespace tidied',
      { source: 'selection', selection: '  Coffee\t is \n\n\n\n good.  ' },
      '“Coffee is\n\ngood.”\n\nhttps://example.com/post',
    ],
    [
      'blank selection: the page instead',
      { source: 'selection', selection: '   ' },
      'A good read\nhttps://example.com/post',
    ],
    [
      'link: its text, then its URL',
      { source: 'link', linkUrl: 'https://shop.example/menu', linkText: 'Autumn menu' },
      'Autumn menu\nhttps://shop.example/menu',
    ],
    [
      'link without text: its URL',
      { source: 'link', linkUrl: 'https://shop.example/menu' },
      'https://shop.example/menu',
    ],
    ['image: no text', { source: 'image', image: { srcUrl: 'https://x/y.png', state: 'fetching' } }, ''],
  ])('%s', (_, prefill, text) => {
    expect(contentOf({ ...base, ...prefill } as Prefill, none)).toMatchObject({ text, attachments: [] });
  });

  it('attaches the uploaded image once it is ready', () => {
    const attachment = { media_id: 'image-9', type: 'image' as const, url: 'https://cdn/9.png' };
    expect(
      contentOf({ ...base, source: 'image', image: { srcUrl: 'https://x/y.png', state: 'ready', attachment } }, none)
        .attachments,
    ).toEqual([attachment]);
  });

  describe('long selections are shortened to what the chosen platforms allow, with a warning', () => {
    const long = 'Espresso is a concentrated coffee brewed by forcing hot water through finely ground beans. '
      .repeat(8)
      .trim();

    it.each<[string, string[], number]>([
      ['Twitter (280, URLs count 23)', ['twitter'], 280],
      ['Bluesky (300)', ['bluesky'], 300],
      ['the tightest of several', ['linkedin', 'threads', 'twitter'], 280],
    ])('%s', (_, types, limit) => {
      const options = { types, measure: twitterish };
      const { text, warning } = contentOf({ ...base, source: 'selection', selection: long }, options);
      expect(countersFor(text, types, twitterish).every((c) => !c.over)).toBe(true);
      expect(text).toMatch(/^“Espresso .*\S…”\n\nhttps:\/\/example\.com\/post$/s); // ends at a word, URL whole
      expect(text.length).toBeGreaterThan(limit - 60); // not cut far more than needed
      expect(warning).toContain(`limit of ${limit} characters`);
    });

    it('leaves a selection that fits as it is, without a warning', () => {
      expect(
        contentOf({ ...base, source: 'selection', selection: 'Short.' }, { types: ['twitter'], measure: twitterish })
          .warning,
      ).toBeUndefined();
    });

    it('does not shorten when no account is chosen (no limit is known yet)', () => {
      expect(contentOf({ ...base, source: 'selection', selection: long }, none).text).toBe(
        `“${long}”\n\nhttps://example.com/post`,
      );
    });
  });

  it.each([
    ['https://example.com/', true],
    ['http://127.0.0.1:8080/a', true],
    ['chrome://extensions/', false],
    ['about:blank', false],
    ['file:///home/me/a.html', false],
    ['https://chromewebstore.google.com/detail/x', true],
    [undefined, false],
    ['not a url', false],
  ])('isShareable(%s) is %s', (url, expected) => {
    expect(isShareable(url)).toBe(expected);
  });

  it('tidies whitespace as a person would retype it', () => {
    expect(tidy(' a \u00a0 b \n\n\n c ')).toBe('a b\n\nc');
  });
});
