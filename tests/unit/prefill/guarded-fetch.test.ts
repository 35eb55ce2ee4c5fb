// @vitest-environment node
/**
 * The one guarded path for page-given addresses (lib/prefill/guarded-fetch.ts), over real HTTP: a chain public → local
 * → public is cut at its first hop, so the local server never hears of it; a local address is not asked at all
 * until the person agreed to it by name; the exempt service origin is fetched as is.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guardedFetch, readCapped } from '@/lib/prefill/guarded-fetch';

let server: Server;
let origin: string;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/302') return void res.writeHead(302, { location: '/cgi-bin/reboot' }).end();
    if (req.url === '/307') return void res.writeHead(307, { location: 'https://example.com/' }).end();
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': '4' }).end('abcd');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  hits.length = 0;
});

const deps = (over: Partial<Parameters<typeof guardedFetch>[1]> = {}) => ({
  fetch: globalThis.fetch,
  exempt: [],
  timeoutMs: 5000,
  ...over,
});
const host = () => new URL(origin).host;

describe('guardedFetch', () => {
  it('asks before a local address, naming it, and sends nothing', async () => {
    expect(await guardedFetch(new URL(`${origin}/x.png`), deps())).toEqual({
      ok: false,
      why: 'confirm',
      address: host(),
    });
    expect(hits).toEqual([]);
  });

  it('fetches a local address once the person agreed to exactly it, or when it is exempt', async () => {
    expect(await guardedFetch(new URL(`${origin}/x.png`), deps({ confirmed: host() }))).toMatchObject({ ok: true });
    expect(await guardedFetch(new URL(`${origin}/y.png`), deps({ exempt: [origin] }))).toMatchObject({ ok: true });
    expect(await guardedFetch(new URL(`${origin}/z.png`), deps({ confirmed: '127.0.0.1:1' }))).toMatchObject({
      why: 'confirm',
    });
    expect(hits).toEqual(['/x.png', '/y.png']);
  });

  it.each(['/302', '/307'])('refuses a redirect (%s) and never makes its next hop', async (path) => {
    expect(await guardedFetch(new URL(`${origin}${path}`), deps({ confirmed: host() }))).toEqual({
      ok: false,
      why: 'redirect',
    });
    expect(hits).toEqual([path]);
  });

  it('an opaque redirect, as a browser gives it under redirect: manual, is a redirect too', async () => {
    const opaque = { type: 'opaqueredirect', status: 0, body: null } as unknown as Response;
    const answer = await guardedFetch(new URL('https://cdn.example/og.png'), deps({ fetch: async () => opaque }));
    expect(answer).toEqual({ ok: false, why: 'redirect' });
  });

  it('asks the browser not to follow, not to send cookies and not to send the referrer', async () => {
    let init: RequestInit | undefined;
    await guardedFetch(
      new URL('https://cdn.example/og.png'),
      deps({ fetch: async (_url, i) => ((init = i), new Response('x')) }),
    );
    expect(init).toMatchObject({ redirect: 'manual', credentials: 'omit', referrerPolicy: 'no-referrer' });
  });

  it('no answer is "unreachable"', async () => {
    const answer = await guardedFetch(
      new URL('https://cdn.example/og.png'),
      deps({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) }),
    );
    expect(answer).toEqual({ ok: false, why: 'unreachable' });
  });
});

describe('readCapped', () => {
  it('refuses a body over the cap, by its Content-Length or by counting', async () => {
    const declared = new Response('ab', { headers: { 'content-length': '99' } });
    expect(await readCapped(declared, 10)).toBeNull();
    expect(await readCapped(new Response('x'.repeat(20)), 10)).toBeNull();
    expect((await readCapped(new Response('x'.repeat(10)), 10))?.size).toBe(10);
  });
});
