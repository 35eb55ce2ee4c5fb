import { describe, expect, it } from 'vitest';
import { useSandbox, validPost } from './helpers.ts';

const sb = useSandbox();

const fault = async (spec: Record<string, unknown>) => {
  const answer = await sb.control('faults', spec);
  if (answer.status !== 201) throw new Error(`fault refused: ${answer.text}`);
};

describe('faults: status', () => {
  it.each([
    [500, 'Internal server error'],
    [503, 'Service Unavailable'],
    [401, 'No API key or token provided. Send X-API-KEY: <key> or Authorization: Bearer <token>.'],
    [404, 'Resource not found'],
  ])(
    "answers the next matching requests with %i and the service's error body, then recovers",
    async (status, message) => {
      await fault({ path: '/developers/v1/accounts', status, count: 2 });
      for (let i = 0; i < 2; i++) {
        const answer = await sb.get('/developers/v1/accounts');
        expect(answer.status).toBe(status);
        expect(answer.body).toEqual({ code: status, message });
      }
      expect((await sb.get('/developers/v1/accounts')).status).toBe(200);
    },
  );

  it.each([
    ['a read path', 'GET', '/developers/v1/posts', 'Rate limit exceeded. Max 60 read requests/hour.'],
    ['a write path', 'POST', '/developers/v1/post', 'Rate limit exceeded. Max 30 write requests/hour.'],
  ])("a 429 on %s carries that bucket's exact message", async (_name, method, path, message) => {
    await fault({ path, status: 429 });
    const answer = await sb.call(method, path, method === 'POST' ? { json: validPost() } : {});
    expect(answer.body).toEqual({ code: 429, message });
  });

  it('a faulted request does no work and is not counted', async () => {
    await fault({ path: '/developers/v1/post', status: 500 });
    expect((await sb.createPost(validPost())).status).toBe(500);
    const state = await sb.state();
    expect(state.posts).toEqual([]);
    expect(state.counters.write.used).toBe(0);
  });

  it('method narrows the match; other methods on the path are untouched', async () => {
    await fault({ path: '/developers/v1/media/delete', method: 'post', status: 500 });
    expect((await sb.del('/developers/v1/media/delete?media_id=image-2')).status).toBe(200);
    expect((await sb.control('faults')).body.faults).toHaveLength(1);
  });

  it('the path matches exactly, without the query string', async () => {
    await fault({ path: '/developers/v1/posts', status: 502 });
    expect((await sb.get('/developers/v1/posts/1')).status).not.toBe(502);
    expect((await sb.get('/developers/v1/posts?page=2')).status).toBe(502);
  });

  it('body and content_type send an arbitrary raw answer', async () => {
    await fault({
      path: '/developers/v1/accounts',
      status: 200,
      body: '{"accounts": [ {"id": "oops"',
      content_type: 'application/json',
    });
    const answer = await sb.get('/developers/v1/accounts');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('{"accounts": [ {"id": "oops"');
    expect(answer.headers.get('content-type')).toBe('application/json');
  });

  it('a raw body without content_type has no JSON content type', async () => {
    await fault({ path: '/developers/v1/posts', status: 502, body: '<html>Bad gateway</html>' });
    const answer = await sb.get('/developers/v1/posts');
    expect(answer.text).toBe('<html>Bad gateway</html>');
    expect(answer.headers.get('content-type')).not.toMatch(/json/);
  });

  it('faults are consumed oldest first, one per request', async () => {
    await fault({ path: '/developers/v1/accounts', status: 500 });
    await fault({ path: '/developers/v1/accounts', status: 503 });
    expect((await sb.get('/developers/v1/accounts')).status).toBe(500);
    expect((await sb.get('/developers/v1/accounts')).status).toBe(503);
    expect((await sb.get('/developers/v1/accounts')).status).toBe(200);
  });
});

describe('faults: drop_after_commit, delay_ms, throw', () => {
  it('drop_after_commit does the work, counts it, then cuts the connection without an answer', async () => {
    await fault({ path: '/developers/v1/post', drop_after_commit: true });
    await expect(sb.createPost(validPost({ content: 'committed' }))).rejects.toThrow();
    const state = await sb.state();
    expect(state.posts.map((p: { content: string }) => p.content)).toEqual(['committed']);
    expect(state.counters.write.used).toBe(1);
    expect((await sb.createPost(validPost())).status).toBe(202);
  });

  it('delay_ms waits, then answers normally', async () => {
    await fault({ path: '/developers/v1/accounts', delay_ms: 400 });
    const started = Date.now();
    const answer = await sb.get('/developers/v1/accounts');
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect(answer.status).toBe(200);
  });

  it('an unexpected exception answers 500 with the JSON error body and the process keeps serving', async () => {
    await fault({ path: '/developers/v1/accounts', throw: true });
    const answer = await sb.get('/developers/v1/accounts');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ code: 500, message: expect.stringMatching(/^Internal server error: /) });
    expect((await sb.get('/developers/v1/accounts')).status).toBe(200);
  });

  it('the controls are never faulted', async () => {
    await fault({ path: '/__sandbox/reset', status: 500 });
    expect((await sb.control('reset', {})).status).toBe(200);
  });

  it('reset clears pending faults', async () => {
    await fault({ path: '/developers/v1/accounts', status: 500, count: 5 });
    await sb.control('reset', {});
    expect((await sb.get('/developers/v1/accounts')).status).toBe(200);
  });

  it.each([
    ['no kind', { path: '/x' }],
    ['two kinds', { path: '/x', status: 500, delay_ms: 10 }],
    ['a path without a leading slash', { path: 'x', status: 500 }],
    ['a status out of range', { path: '/x', status: 99 }],
    ['a body without a status', { path: '/x', delay_ms: 1, body: 'x' }],
    ['a count of zero', { path: '/x', status: 500, count: 0 }],
  ])('a fault with %s is refused with 400', async (_name, spec) => {
    expect((await sb.control('faults', spec)).status).toBe(400);
  });
});
