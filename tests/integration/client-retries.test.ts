/**
 * The retry table against the sandbox's injected faults: 500 backoff timings (fake clock), a write whose
 * connection drops after the service committed it (outcome unknown, never resent), timeouts, bad answers.
 */
import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import type { ApiDeps } from '../../lib/api/request';
import { ApiHttpError, ApiNetworkError, ApiSchemaError, ApiTimeoutError } from '../../lib/errors/service';
import { outcomeUnknown } from '../../lib/errors/service';
import { DEMO_KEY, useSandbox } from './sandbox-harness';

const sb = useSandbox();
const POST = '/developers/v1/post';
const post = {
  content: 'retry me',
  when: { date: '2031-03-04', time: '09:15', timezone: 'UTC' },
  accounts: [{ id: 1, type: 'twitter' }],
};

/** A port nothing listens on (one just released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** The real fetch, counting what it sends. */
function countingFetch() {
  const sent: string[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    return globalThis.fetch(input, init);
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

describe('500: exponential backoff 1 s, 2 s, 4 s, 8 s', () => {
  it('a write retried after two 500s succeeds, creating exactly one post', async () => {
    await sb.fault({ path: POST, status: 500, count: 2 });
    const { fetch, sent } = countingFetch();
    const { api, sleeps } = await sb.client(DEMO_KEY, { fetch });
    const start = sb.clock.now();
    await expect(api.createPost(post)).resolves.toMatchObject({ status: 'scheduled' });
    expect(sleeps).toEqual([1000, 2000]);
    expect(sb.clock.now() - start).toBeGreaterThanOrEqual(3000);
    expect(sent).toEqual([`POST ${POST}`, `POST ${POST}`, `POST ${POST}`]);
    expect((await sb.state()).posts).toHaveLength(1);
  });

  it('gives up after the fourth retry with the 500 and nothing created', async () => {
    await sb.fault({ path: POST, status: 500, count: 5 });
    const { api, sleeps, budget } = await sb.client(DEMO_KEY);
    const err = await api.createPost(post).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiHttpError);
    expect(err).toMatchObject({ status: 500, retry: 'backoff' });
    expect(sleeps).toEqual([1000, 2000, 4000, 8000]);
    const state = await sb.state();
    expect(state.posts).toHaveLength(0);
    // Every attempt was charged by the mirror; the sandbox does not count faulted answers: conservative.
    expect(budget.used('write')).toBe(5);
    expect(state.counters.write.used).toBeLessThanOrEqual(5);
  });

  it('an HTML 500 page on a read, then success', async () => {
    await sb.fault({
      path: '/developers/v1/accounts',
      status: 500,
      body: '<h1>Bad gateway</h1>',
      content_type: 'text/html',
      count: 1,
    });
    const { api, sleeps } = await sb.client(DEMO_KEY);
    await expect(api.listAccounts()).resolves.toHaveLength(10);
    expect(sleeps).toEqual([1000]);
  });

  it('an HTML 500 page every time: the error keeps the page, the status text as message', async () => {
    await sb.fault({
      path: '/developers/v1/media/list',
      status: 500,
      body: '<h1>Oops</h1>',
      content_type: 'text/html',
      count: 5,
    });
    const { api } = await sb.client(DEMO_KEY);
    await expect(api.listMedia()).rejects.toMatchObject({
      status: 500,
      body: '<h1>Oops</h1>',
      serviceMessage: 'Internal Server Error',
    });
  });
});

describe('no answer', () => {
  it('create post dropped after commit: outcome unknown, not resent, one post on the service', async () => {
    await sb.fault({ path: POST, drop_after_commit: true, count: 1 });
    const { fetch, sent } = countingFetch();
    const { api, sleeps } = await sb.client(DEMO_KEY, { fetch });
    const err = await api.createPost(post).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiNetworkError);
    expect(err).toMatchObject({ outcome: 'unknown', operation: 'createPost' });
    expect(outcomeUnknown(err)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sleeps).toEqual([]);
    const state = await sb.state();
    expect(state.posts.map((p) => p.content)).toEqual(['retry me']);
  });

  it('a read dropped once is retried', async () => {
    await sb.fault({ path: '/developers/v1/accounts', drop_after_commit: true, count: 1 });
    const { api, sleeps, budget } = await sb.client(DEMO_KEY);
    await expect(api.listAccounts()).resolves.toHaveLength(10);
    expect(sleeps).toEqual([1000]);
    expect(budget.used('read')).toBe((await sb.state()).counters.read.used); // both attempts reached it
  });

  it('a slow answer times out: outcome unknown (the service did make the post)', async () => {
    await sb.fault({ path: POST, delay_ms: 400, count: 1 });
    const { api, sleeps } = await sb.client(DEMO_KEY, { timeoutMs: 100 } satisfies Partial<ApiDeps>);
    const err = await api.createPost(post).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiTimeoutError);
    expect(err).toMatchObject({ outcome: 'unknown', timeoutMs: 100 });
    expect(sleeps).toEqual([]);
    await vi.waitFor(async () => expect((await sb.state()).posts).toHaveLength(1));
  });

  it('nothing listening: the write was not sent', async () => {
    const { api } = await sb.client(DEMO_KEY, { baseUrl: `http://127.0.0.1:${await closedPort()}` });
    await expect(api.createPost(post)).rejects.toMatchObject({ name: 'ApiNetworkError', outcome: 'not-sent' });
  });
});

describe('answers that do not parse', () => {
  it('truncated JSON on 200 → ApiSchemaError with the raw body', async () => {
    await sb.fault({
      path: '/developers/v1/accounts',
      status: 200,
      body: '{"accounts":[{"id":1,',
      content_type: 'application/json',
    });
    const { api } = await sb.client(DEMO_KEY);
    const err = await api.listAccounts().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiSchemaError);
    expect(err).toMatchObject({ status: 200, body: '{"accounts":[{"id":1,' });
  });

  it('a 429 injected on create post marks the write bucket full', async () => {
    await sb.fault({ path: POST, status: 429 });
    const { api, budget } = await sb.client(DEMO_KEY);
    await expect(api.createPost(post)).rejects.toMatchObject({
      status: 429,
      serviceMessage: 'Rate limit exceeded. Max 30 write requests/hour.',
    });
    expect(budget.canSpend('write')).toBe(false);
    expect(budget.canSpend('read')).toBe(true);
  });
});
