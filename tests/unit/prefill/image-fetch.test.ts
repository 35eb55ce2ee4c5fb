import { describe, expect, it, vi } from 'vitest';
import { fetchImage, fileNameFor } from '@/lib/prefill/image-fetch';
import { failedImageText } from '@/lib/errors/sentence';

const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const answer = (body: BodyInit | null, headers: Record<string, string>, status = 200) =>
  new Response(body, { status, headers });
const deps = (fetch: typeof globalThis.fetch, granted = false, maxBytes?: number) => ({
  fetch,
  hasOrigins: vi.fn(async () => granted),
  ...(maxBytes ? { maxBytes } : {}),
});

describe('fetching an image for "Post this image"', () => {
  it('gives the bytes, typed, with the URL’s file name', async () => {
    const result = await fetchImage(
      'https://cdn.example/a/latte%20art.png?w=40',
      deps(async () => answer(png, { 'content-type': 'image/png' })),
    );
    expect(result).toMatchObject({ ok: true, name: 'latte art.png' });
    if (result.ok) expect([result.file.type, result.file.size]).toEqual(['image/png', png.length]);
  });

  it('reads a data: image without any permission', async () => {
    const result = await fetchImage(`data:image/gif;base64,R0lGODlhAQABAAAAACw=`, {
      fetch: globalThis.fetch,
      hasOrigins: async () => false,
    });
    expect(result).toMatchObject({ ok: true, name: 'image.gif' });
  });

  it('asks for the host when the fetch fails without its permission (CORS looks like a network error)', async () => {
    const d = deps(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchImage('https://cdn.example/a.png', d)).toEqual({
      ok: false,
      needs: 'permission',
      origin: 'https://cdn.example/*',
      host: 'cdn.example',
    });
    expect(d.hasOrigins).toHaveBeenCalledWith(['https://cdn.example/*']);
  });

  it.each<[string, string, typeof globalThis.fetch, boolean, number | undefined, string]>([
    [
      'a site that does not answer, permission granted',
      'https://cdn.example/a.png',
      async () => Promise.reject(new TypeError('Failed to fetch')),
      true,
      undefined,
      'the site did not answer',
    ],
    [
      'a refusal',
      'https://cdn.example/a.png',
      async () => answer('no', { 'content-type': 'text/plain' }, 403),
      false,
      undefined,
      'cdn.example refused to give the image (HTTP 403)',
    ],
    [
      'not an image',
      'https://cdn.example/a.png',
      async () => answer('<html>', { 'content-type': 'text/html' }),
      false,
      undefined,
      'did not give an image',
    ],
    [
      'too large, by its Content-Length',
      'https://cdn.example/a.png',
      async () => answer(png, { 'content-type': 'image/png', 'content-length': String(50 * 2 ** 20) }),
      false,
      undefined,
      'larger than the 20 MB',
    ],
    [
      'too large, counted while reading',
      'https://cdn.example/a.png',
      async () => answer(new Uint8Array(3 * 2 ** 20), { 'content-type': 'image/png' }),
      false,
      2 ** 20,
      'larger than the 1 MB',
    ],
    [
      'a data: URL too large',
      `data:image/png;base64,${'A'.repeat(2 ** 21)}`,
      async () => answer(png, { 'content-type': 'image/png' }),
      false,
      2 ** 20,
      'larger than the 1 MB',
    ],
    [
      'a blob: URL',
      'blob:https://example.com/1234',
      async () => answer(png, {}),
      false,
      undefined,
      'exists only inside the page',
    ],
    [
      'another scheme',
      'ftp://example.com/a.png',
      async () => answer(png, {}),
      false,
      undefined,
      'cannot fetch images from ftp: addresses',
    ],
  ])('%s: data the page words with what to do instead', async (_, url, fetch, granted, max, said) => {
    const result = await fetchImage(url, deps(fetch, granted, max));
    if (result.ok || result.needs) throw new Error(`expected a failure, got ${JSON.stringify(result)}`);
    // What the background stores is the kind and its fields, never a sentence.
    expect(JSON.stringify(result.failure)).not.toMatch(/ /);
    const message = failedImageText({ failure: result.failure });
    expect(message).toContain(said);
    expect(message).toContain('“Upload from computer”');
  });

  it.each([
    ['https://x/photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['https://x/render?id=3', 'image/webp', 'image.webp'],
    ['https://x/', 'image/svg+xml', 'image.svg'],
    ['data:image/png;base64,AAAA', 'image/png', 'image.png'],
  ])('names %s (%s) %s', (url, type, name) => {
    expect(fileNameFor(new URL(url), type)).toBe(name);
  });
});
