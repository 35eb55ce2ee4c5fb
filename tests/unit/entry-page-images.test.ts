/**
 * "From this page": what the page's script answered, made safe to show (lib/prefill/page-images.ts) — the page is
 * untrusted, so anything that is not a list of URLs and sizes gives nothing, and no thumbnail reaches a local address
 * the page itself did not show.
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
    expect(shown.every((i) => i.thumbnail)).toBe(true);
  });

  it('no thumbnail for a local address the page did not show; one for a local picture the page loaded itself', () => {
    const shown = pageImagesFrom([
      { url: 'http://192.168.1.1/admin.png', width: 0, height: 0, meta: true },
      img('http://127.0.0.1:5555/photo.png', 300, 200),
    ]);
    expect(shown.map((i) => [i.url, i.thumbnail])).toEqual([
      ['http://192.168.1.1/admin.png', false],
      ['http://127.0.0.1:5555/photo.png', true],
    ]);
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
  ])('an answer that is not a list of URLs and sizes gives nothing (%j)', (answer) => {
    expect(pageImagesFrom(answer)).toEqual([]);
  });
});
