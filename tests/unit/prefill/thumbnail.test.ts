// @vitest-environment node
/**
 * "From this page" thumbnails come from bytes fetched under the checks (lib/prefill/thumbnail.ts): never from a local
 * address, never through a redirect, only from an image answer, and small.
 */
import { describe, expect, it, vi } from 'vitest';
import { dataUrlOf, thumbnailOf } from '@/lib/prefill/thumbnail';

const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const image = (type = 'image/png', body: BodyInit = png) => new Response(body, { headers: { 'content-type': type } });

describe('thumbnailOf', () => {
  it('a public image becomes a small data: URL made by the shrinker', async () => {
    const shrink = vi.fn(async () => new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }));
    const url = await thumbnailOf('https://cdn.example/og.png', { fetch: async () => image(), exempt: [], shrink });
    expect(url).toBe('data:image/webp;base64,AQID');
    expect(shrink).toHaveBeenCalledWith(expect.any(Blob), 192);
  });

  it('an image the runtime cannot shrink is shown as it came only when small', async () => {
    const shrink = async () => null;
    const small = await thumbnailOf('https://cdn.example/a.svg', {
      fetch: async () => image('image/svg+xml', '<svg/>'),
      exempt: [],
      shrink,
    });
    expect(small).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`);
    const big = await thumbnailOf('https://cdn.example/a.svg', {
      fetch: async () => image('image/svg+xml', 'x'.repeat(300 * 1024)),
      exempt: [],
      shrink,
    });
    expect(big).toBeNull();
  });

  it.each([
    ['a local address, never fetched', 'http://192.168.1.1/x.png', image()],
    ['a local name, never fetched', 'http://router/x.png', image()],
    ['a redirect', 'https://cdn.example/x.png', new Response(null, { status: 302, headers: { location: '/y' } })],
    ['not an image', 'https://cdn.example/x.png', image('text/html', '<html>')],
    [
      'a refusal',
      'https://cdn.example/x.png',
      new Response('no', { status: 403, headers: { 'content-type': 'image/png' } }),
    ],
    ['not a web address', 'javascript:alert(1)', image()],
  ])('%s: no thumbnail', async (_case, src, answer) => {
    const fetch = vi.fn(async () => answer);
    expect(await thumbnailOf(src, { fetch, exempt: [], shrink: async (b) => b })).toBeNull();
    if (/local|web address/.test(_case)) expect(fetch).not.toHaveBeenCalled();
  });
});

describe('dataUrlOf', () => {
  it('encodes large bodies in chunks', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 256);
    const url = await dataUrlOf(new Blob([bytes], { type: 'image/png' }));
    expect(Buffer.from(url.split(',')[1]!, 'base64').equals(Buffer.from(bytes))).toBe(true);
  });
});
