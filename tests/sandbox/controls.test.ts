import { describe, expect, it } from 'vitest';
import { HOUR, obtainToken, useSandbox, validPost } from './helpers.ts';

const sb = useSandbox();

describe('test controls', () => {
  it('reset returns to the seed: posts, media, counters, tokens, clock, limits', async () => {
    await sb.createPost(validPost());
    await sb.del('/developers/v1/media/delete?media_id=image-2');
    const { token } = await obtainToken(sb);
    await sb.setLimits({ read_limit: 1 });
    await sb.advance(5 * HOUR);
    expect((await sb.control('reset', {})).status).toBe(200);
    const state = await sb.state();
    expect(state.posts).toEqual([]);
    expect(state.media.map((m: { media_id: string }) => m.media_id).sort()).toEqual([
      'image-1',
      'image-2',
      'video-3',
      'video-4',
    ]);
    expect(state.counters.read).toEqual({ used: 0, limit: 60, window_clears_at: null });
    expect(state.tokens).toEqual([]);
    expect(Math.abs(Date.parse(state.now) - Date.now())).toBeLessThan(5000);
    expect((await sb.get('/developers/v1/accounts', { token })).status).toBe(403);
    expect((await fetch(`${sb.url}/media/files/image-2.png`)).status).toBe(200);
  });

  it('clock: GET tells the simulated now; POST advance_ms moves it forward', async () => {
    const before = Date.parse((await sb.control('clock')).body.now);
    const moved = await sb.control('clock', { advance_ms: 3 * HOUR });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.now) - before).toBeGreaterThanOrEqual(3 * HOUR);
    expect(Date.parse(moved.body.now) - before).toBeLessThan(3 * HOUR + 5000);
  });

  it.each([
    ['a negative advance', { advance_ms: -1 }],
    ['a missing advance_ms', {}],
    ['a fractional advance', { advance_ms: 1.5 }],
  ])('clock: %s is refused with 400', async (_name, body) => {
    expect((await sb.control('clock', body)).status).toBe(400);
  });

  it('config changes limits until the next reset', async () => {
    const changed = await sb.control('config', {
      read_limit: 5,
      write_limit: 4,
      max_upload_bytes: 1000,
      video_processing_ms: 0,
    });
    expect(changed.body).toEqual({ read_limit: 5, write_limit: 4, max_upload_bytes: 1000, video_processing_ms: 0 });
    await sb.control('reset', {});
    expect((await sb.control('config')).body).toEqual({
      read_limit: 60,
      write_limit: 30,
      max_upload_bytes: 5 * 1024 ** 3,
      video_processing_ms: 5000,
    });
  });

  it.each([
    ['an unknown setting', { colour: 1 }],
    ['a negative limit', { read_limit: -1 }],
  ])('config: %s is refused with 400', async (_name, body) => {
    expect((await sb.control('config', body)).status).toBe(400);
  });

  it('state shows posts, media, accounts (with connected), counters and now for a user', async () => {
    await sb.get('/developers/v1/accounts');
    const state = await sb.state('demo');
    expect(Object.keys(state)).toEqual(expect.arrayContaining(['posts', 'media', 'accounts', 'counters', 'now']));
    expect(state.accounts).toHaveLength(11);
    expect(state.accounts.filter((a: { connected: boolean }) => !a.connected)).toHaveLength(1);
    expect(state.counters.read.used).toBe(1);
    expect((await sb.state('rival')).posts).toHaveLength(1);
  });

  it.each([
    ['state for an unknown user', () => sb.control('state?user=nobody')],
    ['disconnecting an unknown account', () => sb.control('accounts/disconnect', { user: 'demo', id: 999 })],
    ["disconnecting another user's account", () => sb.control('accounts/disconnect', { user: 'demo', id: 12 })],
  ])('404 for %s', async (_name, request) => {
    expect((await request()).status).toBe(404);
  });
});

describe('service edges', () => {
  it.each([
    ['an unknown path under /developers/v1', 'GET', '/developers/v1/nothing-here'],
    ['a known path with another method', 'PUT', '/developers/v1/accounts'],
    ['a path outside the API', 'GET', '/no/such/page'],
  ])('404 with a JSON body for %s', async (_name, method, path) => {
    const answer = await sb.call(method, path);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: `Not found: ${method} ${path}` });
  });

  it('CORS: a preflight from an extension origin is allowed with X-API-KEY, Authorization, Content-Type', async () => {
    const answer = await fetch(`${sb.url}/developers/v1/media/upload`, {
      method: 'OPTIONS',
      headers: {
        origin: 'chrome-extension://abc',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-api-key,content-type',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual([
      'x-api-key',
      'authorization',
      'content-type',
    ]);
    expect(answer.headers.get('access-control-allow-methods')).toMatch(/POST/);
  });

  it.each([
    ['a success', '/developers/v1/accounts', {}],
    ['an error', '/developers/v1/accounts', { anonymous: true }],
  ])('CORS: %s carries Access-Control-Allow-Origin', async (_name, path, options) => {
    const answer = await sb.get(path, { ...options, headers: { origin: 'moz-extension://x' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("the dashboard at / lists the demo user's posts and media as HTML", async () => {
    const created = await sb.createPost(validPost({ content: 'Visible on the dashboard' }));
    const page = await sb.get('/', { anonymous: true });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('Visible on the dashboard');
    expect(page.text).toContain(`id="post-${created.body.post_id}"`);
    expect(page.text).toContain('image-1');
    expect(page.text).not.toContain('sourdough'); // rival's post is not shown
  });

  it('the dashboard escapes post content', async () => {
    await sb.createPost(validPost({ content: '<script>alert(1)</script>' }));
    const page = await sb.get('/', { anonymous: true });
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('&lt;script&gt;');
  });

  it('unknown media files and avatars are 404', async () => {
    expect((await fetch(`${sb.url}/media/files/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${sb.url}/media/files/image-999.png`)).status).toBe(404);
    expect((await fetch(`${sb.url}/avatars/999.svg`)).status).toBe(404);
  });
});
