/**
 * "From this page": what the page's script answered, made safe to show (lib/prefill/page-images.ts) — the page is
 * untrusted, so each entry that is not a URL with sizes is dropped on its own, and local pictures are marked so that
 * their thumbnails are never fetched.
 */
import { describe, expect, it } from 'vitest';
import { pageImagesFrom } from '@/lib/prefill/page-images';

const img = (url: string, width: number, height: number) => ({ url, width, height, loaded: true });

describe('images from the page', () => {
  it('the preview images first, then the largest pictures; icons, non-web addresses and repeats left out', () => {
    const shown = pageImagesFrom([
      img('https://shop.example/icon.png', 32, 32),
      img('https://shop.example/small.jpg', 400, 300),
      { url: 'https://cdn.example/og.jpg', width: 0, height: 0, meta: true },
      img('https://shop.example/large.jpg', 1600, 900),
      img('data:image/png;base64,AAAA', 800, 800),
      img('blob:https://shop.example/123', 800, 800),
      img('javascript:alert(1)', 800, 800),
      { url: 'https://cdn.example/og.jpg', width: 0, height: 0, meta: true },
      img('https://cdn.example/og.jpg', 1200, 630),
    ]);
    expect(shown.map((i) => [i.url, i.meta])).toEqual([
      ['https://cdn.example/og.jpg', true],
      ['https://shop.example/large.jpg', false],
      ['https://shop.example/small.jpg', false],
    ]);
    expect(shown.every((i) => !i.local)).toBe(true);
  });

  it('local pictures are marked, whether the page showed them or not (their thumbnails are never fetched)', () => {
    const shown = pageImagesFrom([
      { url: 'http://192.168.1.1/admin.png', width: 0, height: 0, meta: true },
      img('http://127.0.0.1:5555/photo.png', 300, 200),
      img('http://nas.home.arpa/photo.png', 300, 200),
      img('https://cdn.example/photo.png', 300, 200),
    ]);
    expect(shown.map((i) => [i.url, i.local])).toEqual([
      ['http://192.168.1.1/admin.png', true],
      ['http://127.0.0.1:5555/photo.png', true],
      ['http://nas.home.arpa/photo.png', true],
      ['https://cdn.example/photo.png', false],
    ]);
  });

  it('one bad entry (a data: URL over 4,096 characters, a wrong type) is dropped alone; the rest are shown', () => {
    const shown = pageImagesFrom([
      img(`data:image/png;base64,${'A'.repeat(5000)}`, 800, 800),
      { url: 'https://x.example/a.png', width: 'wide', height: 200 },
      img('https://x.example/b.png', 300, 200),
      null,
      img('https://x.example/c.png', 400, 200),
    ]);
    expect(shown.map((i) => i.url)).toEqual(['https://x.example/c.png', 'https://x.example/b.png']);
  });

  it('at most eight', () => {
    expect(
      pageImagesFrom(Array.from({ length: 20 }, (_, i) => img(`https://x.example/${i}.png`, 200 + i, 200))),
    ).toHaveLength(8);
  });

  it.each([
    null,
    'images',
    { url: 'https://x.example/a.png' },
    [{ url: 5, width: 1, height: 1 }],
    [{ url: 'https://x.example/a.png', width: -1, height: 200 }],
  ])('an answer with no URL and sizes in it gives nothing (%j)', (answer) => {
    expect(pageImagesFrom(answer)).toEqual([]);
  });
});
