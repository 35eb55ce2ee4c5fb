// @vitest-environment node
/**
 * "Post this image" keeps a page's image on the machine until the person chooses it, and does not reach into the
 * local network without their word (points 3 and 5). Real HTTP: a local server records every request.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchImage, fileNameFor } from '@/lib/prefill/image-fetch';
import { createImagePrefill } from '@/lib/prefill/image-prefill';
import type { ImageStore } from '@/lib/prefill/image-store';
import type { Prefill } from '@/lib/storage/prefill';
import { ApiHttpError } from '@/lib/errors/service';
import { failedImageText } from '@/lib/errors/sentence';

/** The image store's contract in memory: one image at a time. */
function memoryImageStore(): ImageStore {
  let current: Parameters<ImageStore['put']>[0] | null = null;
  return {
    put: async (image) => void (current = image),
    get: async (id) => (current?.id === id ? current : null),
    clear: async () => void (current = null),
  };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
let server: Server;
let origin: string;
let other: Server;
let otherOrigin: string;
const hits: string[] = [];

beforeAll(async () => {
  const listen = async (s: Server) => {
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  };
  other = createServer((req, res) => {
    hits.push(`other ${req.url}`);
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  otherOrigin = await listen(other);
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/hop.png') return void res.writeHead(302, { location: `${otherOrigin}/inner.png` }).end();
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  origin = await listen(server);
});
afterAll(() => {
  for (const s of [server, other]) {
    s.closeAllConnections();
    s.close();
  }
});
beforeEach(() => {
  hits.length = 0;
});

const host = () => origin.replace('http://', '');
const deps = (over: Partial<Parameters<typeof fetchImage>[1]> = {}) => ({
  fetch: globalThis.fetch,
  hasOrigins: async () => true,
  ...over,
});

describe('fetchImage and the local network', () => {
  it('sends nothing to a local address until the person confirms it by name', async () => {
    expect(await fetchImage(`${origin}/admin/delete-everything?confirm=yes`, deps())).toEqual({
      ok: false,
      needs: 'confirm',
      address: host(),
    });
    expect(hits).toEqual([]);
    expect(await fetchImage(`${origin}/a.png`, deps({ confirmed: host() }))).toMatchObject({ ok: true });
    expect(hits).toEqual(['/a.png']);
  });

  it('fetches the configured service’s own origin without asking', async () => {
    expect(await fetchImage(`${origin}/media/files/image-1.png`, deps({ serviceOrigins: [origin] }))).toMatchObject({
      ok: true,
    });
  });

  it('follows no redirect, even from an address the person agreed to: the next hop sees no request', async () => {
    const result = await fetchImage(`${origin}/hop.png`, deps({ confirmed: host() }));
    expect(result).toMatchObject({ ok: false, failure: { key: 'image_redirect_refused', args: [host()] } });
    expect(hits).toEqual(['/hop.png']);
  });

  it('names an image with a bad % escape instead of throwing (/100%.png)', async () => {
    expect(() => fileNameFor(new URL(`${origin}/100%.png`), 'image/png')).not.toThrow();
    expect(await fetchImage(`${origin}/100%.png`, deps({ confirmed: host() }))).toMatchObject({
      ok: true,
      name: 'image.png',
    });
  });
});

describe('the image prefill in the background', () => {
  function setUp(image: NonNullable<Prefill['image']>, fetch = globalThis.fetch) {
    let stored: Prefill | null = { id: 'p1', source: 'image', createdAt: 0, image };
    const upload = vi.fn(async () => ({
      media_id: 'image-7',
      type: 'image',
      url: null,
      mime_type: 'image/png',
      created_at: '',
    }));
    const removeOrigin = vi.fn(async () => true);
    const images = memoryImageStore();
    const prefill = createImagePrefill({
      store: { get: async () => stored, set: async (p) => void (stored = p) },
      fetchImage: (src, confirmed) => fetchImage(src, deps({ fetch, confirmed })),
      upload,
      images,
      removeOrigin,
      log: () => undefined,
    });
    return { prefill, upload, removeOrigin, images, image: () => stored?.image };
  }

  it('fetches and keeps the image on this machine; uploads only when the person attaches it', async () => {
    const s = setUp({ srcUrl: 'data:image/png;base64,' + PNG.toString('base64'), state: 'fetching' });
    await s.prefill.run('p1');
    expect(s.image()?.state).toBe('fetched');
    expect(s.upload).not.toHaveBeenCalled();
    await s.prefill.attach('p1');
    expect(s.upload).toHaveBeenCalledTimes(1);
    expect(s.image()).toMatchObject({ state: 'ready', attachment: { media_id: 'image-7' } });
  });

  it('a refused upload is stored as the error, and worded when the composer shows it', async () => {
    const s = setUp({ srcUrl: 'data:image/png;base64,' + PNG.toString('base64'), state: 'fetching' });
    await s.prefill.run('p1');
    s.upload.mockRejectedValueOnce(
      new ApiHttpError({ operation: 'uploadMedia', status: 413, serviceMessage: '', body: '', retry: 'never' }),
    );
    await s.prefill.attach('p1');
    expect(s.image()).toMatchObject({ state: 'failed', error: { name: 'ApiHttpError', status: 413 } });
    expect(s.image()).not.toHaveProperty('failure');
    expect(failedImageText(s.image()!)).toMatch(/too large.*Upload from computer/s);
  });

  it('asks before a local address, naming it', async () => {
    const s = setUp({ srcUrl: `${origin}/x.png`, state: 'fetching' });
    await s.prefill.run('p1');
    expect(s.image()).toMatchObject({ state: 'needs-confirm', address: host() });
    expect(hits).toEqual([]);
  });

  it('gives back a host permission granted for this image once it is fetched', async () => {
    const s = setUp({ srcUrl: `${origin}/x.png`, state: 'needs-permission', granted: true, confirmed: host() });
    await s.prefill.run('p1');
    expect(s.image()?.state).toBe('fetched');
    expect(s.removeOrigin).toHaveBeenCalledWith('http://127.0.0.1/*');
  });

  it('ends failed, never stuck on "fetching", when anything throws; the page words it', async () => {
    const states: string[] = [];
    let stored: Prefill | null = { id: 'p1', source: 'image', createdAt: 0, image: { srcUrl: 'x', state: 'fetching' } };
    const prefill = createImagePrefill({
      store: { get: async () => stored, set: async (p) => void ((stored = p), states.push(p?.image?.state ?? '')) },
      fetchImage: async () => {
        throw new URIError('URI malformed');
      },
      upload: vi.fn(),
      images: memoryImageStore(),
      log: () => undefined,
    });
    await prefill.run('p1');
    expect(states.at(-1)).toBe('failed');
    expect(stored?.image?.failure).toEqual({ key: 'prefill_image_error', args: [] });
    expect(failedImageText(stored!.image!)).toMatch(/could not be prepared.*Upload from computer/s);
  });
});
