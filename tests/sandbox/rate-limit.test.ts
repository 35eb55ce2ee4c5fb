import { describe, expect, it } from 'vitest';
import { type Answer, type Client, MINUTE, obtainToken, RIVAL_KEY, useSandbox } from './helpers.ts';

const sb = useSandbox();

const READ_MESSAGE = (n: number) => `Rate limit exceeded. Max ${n} read requests/hour.`;
const WRITE_MESSAGE = (n: number) => `Rate limit exceeded. Max ${n} write requests/hour.`;
const read = (client: Client, options = {}) => client.get('/developers/v1/accounts', options);
const write = (client: Client, options = {}) => client.del('/developers/v1/posts/999999', options); // a 404 that counts

/** One request to each endpoint of a bucket (Limits table), otherwise harmless. */
const READ_ENDPOINTS: [string, (c: Client) => Promise<Answer>][] = [
  ['GET accounts', (c) => c.get('/developers/v1/accounts')],
  ['GET posts', (c) => c.get('/developers/v1/posts')],
  ['GET analytics/{id}', (c) => c.get('/developers/v1/analytics/1')],
  ['GET media/list', (c) => c.get('/developers/v1/media/list')],
];
const WRITE_ENDPOINTS: [string, (c: Client) => Promise<Answer>][] = [
  ['POST post', (c) => c.createPost({})],
  ['DELETE posts/{id}', (c) => c.del('/developers/v1/posts/1')],
  ['POST media/upload', (c) => c.call('POST', '/developers/v1/media/upload', { body: 'not multipart' })],
  ['DELETE media/delete', (c) => c.del('/developers/v1/media/delete')],
];

describe('rate limits', () => {
  it('the 61st read in a window gets 429 with exactly the read message', async () => {
    for (let i = 0; i < 60; i++) expect((await read(sb)).status).toBe(200);
    const refused = await read(sb);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, message: 'Rate limit exceeded. Max 60 read requests/hour.' });
  });

  it('the 31st write in a window gets 429 with exactly the write message', async () => {
    for (let i = 0; i < 30; i++) expect((await write(sb)).status).toBe(404);
    const refused = await write(sb);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, message: 'Rate limit exceeded. Max 30 write requests/hour.' });
  });

  it.each(READ_ENDPOINTS)('%s counts against the read bucket', async (_name, request) => {
    await sb.setLimits({ read_limit: 1 });
    await request(sb);
    expect((await read(sb)).body).toEqual({ code: 429, message: READ_MESSAGE(1) });
  });

  it.each(WRITE_ENDPOINTS)('%s counts against the write bucket', async (_name, request) => {
    await sb.setLimits({ write_limit: 1 });
    await request(sb);
    expect((await write(sb)).body).toEqual({ code: 429, message: WRITE_MESSAGE(1) });
  });

  it.each([
    ...READ_ENDPOINTS.map(([name, request]) => [name, request, READ_MESSAGE(0)] as const),
    ...WRITE_ENDPOINTS.map(([name, request]) => [name, request, WRITE_MESSAGE(0)] as const),
  ])("%s answers 429 with its bucket's message when the bucket is full", async (_name, request, message) => {
    await sb.setLimits({ read_limit: 0, write_limit: 0 });
    const answer = await request(sb);
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ code: 429, message });
  });

  it('the messages carry the configured limits', async () => {
    await sb.setLimits({ read_limit: 3, write_limit: 2 });
    for (let i = 0; i < 3; i++) await read(sb);
    for (let i = 0; i < 2; i++) await write(sb);
    expect((await read(sb)).body.message).toBe(READ_MESSAGE(3));
    expect((await write(sb)).body.message).toBe(WRITE_MESSAGE(2));
  });

  it('requests answered 4xx count (counting happens before validation)', async () => {
    await sb.setLimits({ read_limit: 2 });
    expect((await sb.get('/developers/v1/posts?page=0')).status).toBe(400);
    expect((await sb.get('/developers/v1/analytics/424242')).status).toBe(404);
    expect((await read(sb)).status).toBe(429);
  });

  it('rolling window: a refused request extends it (59 min: full, 59 min more: full, 61 min more: clear)', async () => {
    await sb.setLimits({ read_limit: 2 });
    await read(sb);
    await read(sb);
    expect((await read(sb)).status).toBe(429);
    await sb.advance(59 * MINUTE);
    expect((await read(sb)).status).toBe(429);
    await sb.advance(59 * MINUTE);
    expect((await read(sb)).status).toBe(429);
    await sb.advance(61 * MINUTE);
    expect((await read(sb)).status).toBe(200);
  });

  it('rolling window: it clears 60 minutes after the last request, not the first', async () => {
    await sb.setLimits({ read_limit: 2 });
    await read(sb);
    await sb.advance(30 * MINUTE);
    await read(sb);
    await sb.advance(31 * MINUTE); // 61 min after the first, 31 after the last
    expect((await read(sb)).status).toBe(429);
    await sb.advance(60 * MINUTE);
    expect((await read(sb)).status).toBe(200);
  });

  it('a window with room left also clears after 60 idle minutes', async () => {
    await sb.setLimits({ read_limit: 5 });
    for (let i = 0; i < 3; i++) await read(sb);
    expect((await sb.state()).counters.read.used).toBe(3);
    await sb.advance(60 * MINUTE);
    expect((await sb.state()).counters.read).toEqual({ used: 0, limit: 5, window_clears_at: null });
  });

  it('read and write buckets are independent', async () => {
    await sb.setLimits({ read_limit: 1, write_limit: 1 });
    await write(sb);
    expect((await write(sb)).status).toBe(429);
    expect((await read(sb)).status).toBe(200);
    expect((await read(sb)).status).toBe(429);
    expect((await write(sb)).body.message).toBe(WRITE_MESSAGE(1));
  });

  it('buckets are per user: another user is not affected', async () => {
    await sb.setLimits({ read_limit: 1 });
    await read(sb);
    expect((await read(sb)).status).toBe(429);
    expect((await read(sb, { key: RIVAL_KEY })).status).toBe(200);
  });

  it('an API key and an OAuth token of the same user share one bucket', async () => {
    const { token } = await obtainToken(sb);
    await sb.setLimits({ read_limit: 2 });
    expect((await read(sb, { token })).status).toBe(200);
    expect((await read(sb)).status).toBe(200);
    expect((await read(sb, { token })).status).toBe(429);
  });

  it('unauthenticated and rejected-credential requests count nowhere', async () => {
    await sb.setLimits({ read_limit: 1 });
    for (let i = 0; i < 3; i++) await read(sb, { anonymous: true });
    for (let i = 0; i < 3; i++) await read(sb, { key: 'smm_revoked' });
    expect((await read(sb)).status).toBe(200);
  });

  it('the token endpoint is not rate-limited', async () => {
    await sb.setLimits({ read_limit: 0, write_limit: 0 });
    const answer = await sb.post(
      '/developers/v1/oauth/token',
      { grant_type: 'authorization_code' },
      { anonymous: true },
    );
    expect(answer.status).toBe(400);
  });

  it('the state control reports used, limit and when the window clears', async () => {
    const before = Date.parse((await sb.control('clock')).body.now);
    await read(sb);
    const { counters, now } = await sb.state();
    expect(counters.read).toEqual({ used: 1, limit: 60, window_clears_at: expect.any(String) });
    const clears = Date.parse(counters.read.window_clears_at);
    expect(clears).toBeGreaterThanOrEqual(before + 60 * MINUTE);
    expect(clears).toBeLessThanOrEqual(Date.parse(now) + 60 * MINUTE);
    expect(counters.write).toEqual({ used: 0, limit: 30, window_clears_at: null });
  });
});
