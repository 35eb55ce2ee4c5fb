/** The client's request path with a scripted fetch: headers, URLs, budget gate, retry table, timeouts. */
import { describe, expect, it } from 'vitest';
import { createApi } from '@/lib/api/client';
import type { ApiDeps } from '@/lib/api/request';
import type { Credential } from '@/lib/api/credential';
import { ApiHttpError, ApiNetworkError, ApiTimeoutError, BudgetExhaustedError } from '@/lib/errors/service';
import { WINDOW_MS } from '@/lib/service/operations';
import { fakeTime, json, scriptedFetch, testBudget, text } from '../fakes/api';

const KEY = 'smm_secret_key_123';
const post = {
  content: 'x',
  when: { date: '2030-01-07', time: '10:00', timezone: 'UTC' },
  accounts: [{ id: 1, type: 'linkedin' }],
};
const created = () => json(202, { post_id: 1, status: 'scheduled' });

async function setup(
  steps: Parameters<typeof scriptedFetch>[0],
  over: Partial<ApiDeps> = {},
  credential: Credential | null = { kind: 'api-key', key: KEY },
) {
  const time = fakeTime();
  const script = scriptedFetch(steps, time.clock);
  const budget = await testBudget(time.clock);
  const api = createApi({
    baseUrl: 'http://svc.test/',
    credential,
    fetch: script.fetch,
    clock: time.clock,
    budget,
    sleep: time.sleep,
    random: () => 0,
    isOnline: () => true,
    ...over,
  });
  return { api, time, script, budget };
}
const caught = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('requests', () => {
  it.each<[string, Credential | null, Record<string, string | undefined>]>([
    ['API key → X-API-KEY only', { kind: 'api-key', key: KEY }, { 'x-api-key': KEY, authorization: undefined }],
    [
      'bearer → Authorization only',
      { kind: 'bearer', token: 'svc_tok_1' },
      { 'x-api-key': undefined, authorization: 'Bearer svc_tok_1' },
    ],
    ['no credential → neither', null, { 'x-api-key': undefined, authorization: undefined }],
  ])('%s', async (_, credential, expected) => {
    const { api, script } = await setup([json(200, { accounts: [] })], {}, credential);
    await api.listAccounts();
    expect(script.seen[0]!.headers).toMatchObject({ accept: 'application/json' });
    for (const [name, value] of Object.entries(expected)) expect(script.seen[0]!.headers[name]).toBe(value);
    expect(script.seen[0]!.headers['content-type']).toBeUndefined();
  });

  it('paths, queries and bodies of every operation', async () => {
    const ok = () => json(200, []);
    const { api, script } = await setup([
      ok(),
      created(),
      ok(),
      new Response(''),
      json(200, {}),
      ok(),
      new Response(''),
      json(200, { access_token: 't' }),
    ]);
    await api.listAccounts();
    await api.createPost(post);
    await api.listPosts({ page: 2, perPage: 50 });
    await api.deletePost(12);
    await api.analytics(12);
    await api.listMedia({ type: 'video', perPage: 100 });
    await api.deleteMedia('image-3');
    await api.exchangeToken({ clientId: 'svc_cid_a', clientSecret: 'svc_cs_b', code: 'abc' });
    expect(script.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://svc.test/developers/v1/accounts',
      'POST http://svc.test/developers/v1/post',
      'GET http://svc.test/developers/v1/posts?page=2&per_page=50',
      'DELETE http://svc.test/developers/v1/posts/12',
      'GET http://svc.test/developers/v1/analytics/12',
      'GET http://svc.test/developers/v1/media/list?type=video&per_page=100',
      'DELETE http://svc.test/developers/v1/media/delete?media_id=image-3',
      'POST http://svc.test/developers/v1/oauth/token',
    ]);
    expect(JSON.parse(script.seen[1]!.body!)).toEqual({
      content: 'x',
      date: '2030-01-07',
      time: '10:00',
      timezone: 'UTC',
      accounts: [{ id: 1, type: 'linkedin' }],
    });
    expect(script.seen[1]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(script.seen[6]!.body!)).toEqual({ media_id: 'image-3' });
    expect(JSON.parse(script.seen[7]!.body!)).toEqual({
      grant_type: 'authorization_code',
      client_id: 'svc_cid_a',
      client_secret: 'svc_cs_b',
      code: 'abc',
    });
    expect(script.seen[7]!.headers['x-api-key']).toBeUndefined(); // "No authentication header is sent on this request"
  });

  it('charges each operation to its bucket; the token exchange to none', async () => {
    const { api, budget } = await setup([json(200, []), created(), json(200, { access_token: 't' })]);
    await api.listMedia();
    await api.createPost(post);
    await api.exchangeToken({ clientId: 'a', clientSecret: 'bbbb', code: 'c' });
    expect([budget.used('read'), budget.used('write')]).toEqual([1, 1]);
  });
});

describe('retry table', () => {
  it('500 → retried after 1 s, 2 s, 4 s, 8 s, then succeeds; every attempt is charged', async () => {
    const { api, time, script, budget } = await setup([
      json(500, {}),
      json(500, {}),
      json(500, {}),
      json(500, {}),
      created(),
    ]);
    await expect(api.createPost(post)).resolves.toMatchObject({ id: 1 });
    expect(time.sleeps).toEqual([1000, 2000, 4000, 8000]);
    expect(script.seen.map((r) => r.at - script.seen[0]!.at)).toEqual([0, 1000, 3000, 7000, 15000]);
    expect(budget.used('write')).toBe(5);
  });

  it('500 → each wait is said before it starts (status, delay, next attempt of five); cancelling stops the rest', async () => {
    const { api, script } = await setup([json(500, {}), json(500, {}), created()]);
    const waits: unknown[] = [];
    const cancel = new AbortController();
    const err = await caught(
      api.createPost(post, {
        signal: cancel.signal,
        onWait: (wait) => {
          waits.push(wait);
          if (wait.attempt === 3) cancel.abort();
        },
      }),
    );
    expect(waits).toEqual([
      { status: 500, delayMs: 1000, attempt: 2, of: 5 },
      { status: 500, delayMs: 2000, attempt: 3, of: 5 },
    ]);
    expect(err).toMatchObject({ name: 'QuickpostError', key: 'outbox_retry_cancelled' });
    expect(script.seen).toHaveLength(2); // the third attempt, which would have gone through, never left
  });

  it('500 five times → gives up with the error after four retries', async () => {
    const { api, script } = await setup(
      Array.from({ length: 5 }, () => json(500, { code: 500, message: 'Internal server error' })),
    );
    const err = await caught(api.listAccounts());
    expect(err).toBeInstanceOf(ApiHttpError);
    expect(err).toMatchObject({ status: 500, retry: 'backoff', serviceMessage: 'Internal server error' });
    expect(script.seen).toHaveLength(5);
  });

  it('jitter only lengthens the delays, by at most a quarter', async () => {
    const { api, time } = await setup([json(503, {}), json(502, {}), json(500, {}), json(500, {}), json(200, [])], {
      random: () => 0.999,
    });
    await api.listMedia();
    [1000, 2000, 4000, 8000].forEach((base, i) => {
      expect(time.sleeps[i]).toBeGreaterThan(base);
      expect(time.sleeps[i]).toBeLessThanOrEqual(base * 1.25);
    });
  });

  it.each([400, 401, 403, 404, 409, 413, 415, 422])('%i is never retried', async (status) => {
    const { api, time, script, budget } = await setup([json(status, { code: status, message: 'no' })]);
    const err = await caught(api.deleteMedia('image-1'));
    expect(err).toMatchObject({ name: 'ApiHttpError', status, operation: 'deleteMedia' });
    expect(script.seen).toHaveLength(1);
    expect(time.sleeps).toEqual([]);
    expect(budget.used('write')).toBe(1); // every request extends the window, whatever its answer
  });

  it('429 → not retried; the bucket is full until 60 minutes after now; the next call sends nothing', async () => {
    const { api, time, script, budget } = await setup([
      json(429, { code: 429, message: 'Rate limit exceeded. Max 60 read requests/hour.' }),
    ]);
    const err = await caught(api.listPosts());
    expect(err).toMatchObject({
      name: 'ApiHttpError',
      status: 429,
      retry: 'after-window',
      retryAt: time.now + WINDOW_MS,
    });
    expect(budget.remaining('read')).toBe(0);
    const next = await caught(api.listAccounts());
    expect(next).toBeInstanceOf(BudgetExhaustedError);
    expect(next).toMatchObject({ bucket: 'read', retryAt: time.now + WINDOW_MS });
    expect(script.seen).toHaveLength(1);
    expect(budget.remaining('write')).toBe(30); // buckets are independent (Limits, rule 3)
  });

  it('a full budget refuses before the network', async () => {
    const { api, script, budget } = await setup([]);
    for (let i = 0; i < 30; i += 1) await budget.spend('write');
    await expect(api.createPost(post)).rejects.toBeInstanceOf(BudgetExhaustedError);
    expect(script.seen).toHaveLength(0);
  });

  it('background reads stop at the reserve; the person’s do not', async () => {
    const { api, script, budget } = await setup([json(200, [])]);
    for (let i = 0; i < 50; i += 1) await budget.spend('read');
    await expect(api.listPosts({}, { background: true })).rejects.toMatchObject({
      name: 'BudgetExhaustedError',
      reserveOnly: true,
    });
    await expect(api.listPosts()).resolves.toMatchObject({ posts: [] });
    expect(script.seen).toHaveLength(1);
  });

  it('two writes racing for the last unit: one request only', async () => {
    const { api, script, budget } = await setup([created(), created()]);
    for (let i = 0; i < 29; i += 1) await budget.spend('write');
    const results = await Promise.allSettled([api.createPost(post), api.createPost(post)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(script.seen).toHaveLength(1);
  });
});

describe('no answer', () => {
  const lost = () =>
    Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });
  const refused = () =>
    Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });

  it('a read retries a lost connection twice (1 s, 2 s) and then succeeds', async () => {
    const { api, time } = await setup([lost(), lost(), json(200, { accounts: [] })]);
    await expect(api.listAccounts()).resolves.toEqual([]);
    expect(time.sleeps).toEqual([1000, 2000]);
  });

  it('a read gives up after the third lost connection', async () => {
    const { api, script } = await setup([lost(), lost(), lost()]);
    await expect(api.listMedia()).rejects.toBeInstanceOf(ApiNetworkError);
    expect(script.seen).toHaveLength(3);
  });

  it('a write is never resent after a lost connection: outcome unknown', async () => {
    const { api, script } = await setup([lost(), created()]);
    const err = await caught(api.createPost(post));
    expect(err).toMatchObject({
      name: 'ApiNetworkError',
      outcome: 'unknown',
      operation: 'createPost',
      retry: 'when-online',
    });
    expect(script.seen).toHaveLength(1);
  });

  it('the token exchange is not resent after a lost connection: its code is single-use', async () => {
    const { api, script } = await setup([lost(), json(200, { access_token: 't', token_type: 'bearer' })]);
    await expect(api.exchangeToken({ clientId: 'a', clientSecret: 'bbbb', code: 'c' })).rejects.toMatchObject({
      name: 'ApiNetworkError',
      outcome: 'unknown',
    });
    expect(script.seen).toHaveLength(1);
  });

  it('the token exchange is retried when the connection was refused (nothing sent)', async () => {
    const { api, script } = await setup([refused(), json(200, { access_token: 't', token_type: 'bearer' })]);
    await expect(api.exchangeToken({ clientId: 'a', clientSecret: 'bbbb', code: 'c' })).resolves.toMatchObject({
      accessToken: 't',
    });
    expect(script.seen).toHaveLength(2);
  });

  it('a refused connection means nothing was sent', async () => {
    const { api } = await setup([refused()]);
    await expect(api.deletePost(3)).rejects.toMatchObject({ name: 'ApiNetworkError', outcome: 'not-sent' });
  });

  it('an answer whose body breaks off: the service got the write, outcome unknown', async () => {
    const broken = new ReadableStream({ start: (c) => c.error(new TypeError('terminated')) });
    const { api } = await setup([() => new Response(broken, { status: 202 })]);
    await expect(api.createPost(post)).rejects.toMatchObject({ name: 'ApiNetworkError', outcome: 'unknown' });
  });

  it('a slow service times out; not retried', async () => {
    const hang = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)));
    const { api, time } = await setup([], { fetch: hang as typeof fetch, timeoutMs: 20 });
    const err = await caught(api.createPost(post));
    expect(err).toBeInstanceOf(ApiTimeoutError);
    expect(err).toMatchObject({ timeoutMs: 20, outcome: 'unknown' });
    expect(time.sleeps).toEqual([]);
  });

  it('offline: nothing sent and nothing spent', async () => {
    const { api, script, budget } = await setup([], { isOnline: () => false });
    await expect(api.createPost(post)).rejects.toMatchObject({ name: 'ApiNetworkError', outcome: 'not-sent' });
    expect(script.seen).toHaveLength(0);
    expect(budget.used('write')).toBe(0);
  });
});

describe('the credential never appears in an error', () => {
  const leaks = (err: unknown, secret: string) =>
    [String(err), (err as Error).message, JSON.stringify(err), (err as Error).stack ?? ''].some((s) =>
      s.includes(secret),
    );

  it('a service echoing the key in its error body', async () => {
    const { api } = await setup([json(403, { code: 403, message: `Invalid API key ${KEY}` })]);
    const err = await caught(api.listAccounts());
    expect(err).toMatchObject({ status: 403, serviceMessage: 'Invalid API key [redacted]' });
    expect(leaks(err, KEY)).toBe(false);
  });

  it('a bearer token echoed in a 500 page after retries', async () => {
    const page = () => text(500, `<pre>Authorization: Bearer svc_tok_abcdef</pre>`);
    const { api } = await setup(
      [page(), page(), page(), page(), page()],
      {},
      { kind: 'bearer', token: 'svc_tok_abcdef' },
    );
    const err = await caught(api.listPosts());
    expect(err).toMatchObject({ status: 500 });
    expect(leaks(err, 'svc_tok_abcdef')).toBe(false);
  });

  it('a runtime error quoting the key', async () => {
    const { api } = await setup([new TypeError(`bad header value "${KEY}"`)]);
    const err = await caught(api.createPost(post));
    expect(err).toBeInstanceOf(ApiNetworkError);
    expect(leaks(err, KEY)).toBe(false);
  });

  it('a key no header may carry: not sent, not quoted', async () => {
    const bad = 'smm_bad\nkey_value';
    const { api, script, budget } = await setup([], {}, { kind: 'api-key', key: bad });
    const err = await caught(api.listAccounts());
    expect(err).toMatchObject({ name: 'ApiNetworkError', outcome: 'not-sent' });
    expect(leaks(err, bad)).toBe(false);
    expect(script.seen).toHaveLength(0);
    expect(budget.used('read')).toBe(0);
  });

  it('the client secret and code of the token exchange', async () => {
    const { api } = await setup([
      json(400, { error: 'invalid_client', error_description: 'bad secret svc_cs_topsecret for code abc123' }),
    ]);
    const err = await caught(
      api.exchangeToken({ clientId: 'svc_cid_a', clientSecret: 'svc_cs_topsecret', code: 'abc123' }),
    );
    expect(leaks(err, 'svc_cs_topsecret')).toBe(false);
    expect(leaks(err, 'abc123')).toBe(false);
  });
});
