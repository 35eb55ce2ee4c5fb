/**
 * The broker's security review, over HTTP against a real sandbox: PKCE is required, a caller needs an
 * allowed Origin, one deadline bounds the whole exchange below the extension's wait (no token minted after the
 * extension gave up), and a per-client rate limit.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { startBroker, type RunningBroker } from '../../broker/server';
import { DEFAULT_EXCHANGE_DEADLINE_MS } from '../../broker/exchange';
import { BROKER_WAIT_MS } from '../../lib/oauth/broker-client';

const ORIGIN = 'chrome-extension://quickpost-test-id';
const REDIRECT = 'http://127.0.0.1:8788/callback';
const APP = { clientId: 'svc_cid_demo', clientSecret: 'svc_cs_demo' };

let sandbox: RunningSandbox;
let broker: RunningBroker;

const start = (over: Partial<Parameters<typeof startBroker>[0]> = {}) =>
  startBroker({
    port: 0,
    host: '127.0.0.1',
    serviceUrl: sandbox.url,
    ...APP,
    allowedOrigins: [ORIGIN],
    allowedRedirectUris: [REDIRECT],
    rateLimit: 1000,
    ...over,
  });

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true });
  broker = await start();
});
afterAll(async () => {
  await broker.close();
  await sandbox.close();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
});

async function authorize() {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: APP.clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    state: 's',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const page = await (await fetch(`${sandbox.url}/oauth/authorize?${query}`)).text();
  const consent = /name="consent" value="([^"]+)"/.exec(page)![1]!;
  const answer = await fetch(`${sandbox.url}/oauth/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ consent, decision: 'approve' }),
    redirect: 'manual',
  });
  return { code: new URL(answer.headers.get('location')!).searchParams.get('code')!, verifier };
}

const exchange = (body: unknown, { origin = ORIGIN as string | null, to = broker } = {}) =>
  fetch(`${to.url}/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  });

describe('PKCE and Origin are required', () => {
  it('refuses an exchange without code_verifier (400 invalid_request) without asking the service; the code stays good', async () => {
    const { code, verifier } = await authorize();
    const answer = await exchange({ code, redirect_uri: REDIRECT });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      error: 'invalid_request',
      message: expect.stringMatching(/code_verifier/),
    });
    expect((await exchange({ code, redirect_uri: REDIRECT, code_verifier: verifier })).status).toBe(200);
  });

  it('refuses a caller without an Origin (server-to-server, curl), even with the right verifier', async () => {
    const { code, verifier } = await authorize();
    const answer = await exchange({ code, redirect_uri: REDIRECT, code_verifier: verifier }, { origin: null });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: 'origin_not_allowed' });
  });
});

describe('one deadline for the whole exchange', () => {
  let failing: Server;
  let failingUrl: string;
  let calls = 0;
  beforeAll(async () => {
    // A service whose token endpoint always fails with 500: the client's retry table would wait 1+2+4+8 s.
    failing = createServer((_req, res) => {
      calls += 1;
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":500,"message":"down"}');
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => failing.close(() => resolve())));

  it('lies below the extension’s wait', () => {
    expect(DEFAULT_EXCHANGE_DEADLINE_MS).toBeLessThanOrEqual(BROKER_WAIT_MS - 3_000);
  });

  it('answers within the deadline, with no retry left running after it', async () => {
    const short = await start({ serviceUrl: failingUrl, deadlineMs: 1_500 });
    try {
      const began = Date.now();
      const answer = await exchange(
        { code: 'svc_code_x', redirect_uri: REDIRECT, code_verifier: 'v'.repeat(43) },
        { to: short },
      );
      const took = Date.now() - began;
      expect(answer.status).toBe(502);
      expect(await answer.json()).toMatchObject({ error: 'service_unreachable' });
      expect(took).toBeLessThan(2_500);
      // No retry is left running after the answer: a wait that would end past the deadline is never started
      // (tests/unit/broker/deadline.test.ts).
      expect(calls).toBeGreaterThan(0);
    } finally {
      await short.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 rate_limited with Retry-After once a client passes its limit', async () => {
    const limited = await start({ rateLimit: 3 });
    try {
      const body = { code: 'svc_code_x', redirect_uri: REDIRECT, code_verifier: 'v'.repeat(43) };
      for (let i = 0; i < 3; i += 1) expect((await exchange(body, { to: limited })).status).toBe(400);
      const refused = await exchange(body, { to: limited });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    } finally {
      await limited.close();
    }
  });
});
