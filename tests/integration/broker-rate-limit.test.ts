/**
 * The broker's rate limit on every runtime it is offered for: strangers cannot spend it, it
 * holds on a runtime that hands the fetch handler a new `env` object on every request, and a caller the runtime
 * cannot name is limited in a bucket of its own, apart from the clients it can. Over HTTP, against a real sandbox.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import {
  nodeFetchHandlerRuntime,
  nodeRuntime,
  workerdRuntime,
  type BrokerRuntime,
  type StartedBroker,
} from './broker-runtimes';

const ORIGIN = 'chrome-extension://quickpost-test-id';
const REDIRECT = 'http://127.0.0.1:8788/callback';
const LIMIT = 3;
/** The header this suite's broker takes the caller's address from (BROKER_CLIENT_IP_HEADER). */
const CLIENT_HEADER = 'x-client-ip';
/** A code the sandbox does not know: an exchange that reaches the service and is refused with 400. */
const BODY = { code: 'svc_code_unknown', redirect_uri: REDIRECT, code_verifier: 'v'.repeat(43) };

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
});

const runtimes: BrokerRuntime[] = [
  nodeRuntime,
  nodeFetchHandlerRuntime,
  workerdRuntime(),
  workerdRuntime({ freshEnv: true }),
];
afterAll(() => runtimes.forEach((r) => r.dispose()));

describe.each(runtimes)('the rate limit on $name', (runtime) => {
  let broker: StartedBroker;
  beforeAll(async () => {
    broker = await runtime.start({
      serviceUrl: sandbox.url,
      clientId: 'svc_cid_demo',
      clientSecret: 'svc_cs_demo',
      allowedOrigins: [ORIGIN],
      allowedRedirectUris: [REDIRECT],
      rateLimit: LIMIT,
      clientIpHeader: CLIENT_HEADER,
    });
  }, 60_000);
  afterAll(async () => {
    await broker?.close();
  });

  /** One exchange; `client` undefined sends no address header (on Node the socket's address still names it). */
  const exchange = ({ origin = ORIGIN as string | null, client = undefined as string | undefined } = {}) =>
    fetch(`${broker.url}/exchange`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(origin ? { origin } : {}),
        ...(client ? { [CLIENT_HEADER]: client } : {}),
      },
      body: JSON.stringify(BODY),
    });

  // Each test speaks for clients of its own (documentation addresses, RFC 5737): one broker serves them all, and on
  // the fetch-handler runtimes the limiter outlives a restart with the same settings, by design.

  it('does not let a flood with a forbidden or missing Origin spend the allowed client’s limit', async () => {
    const client = '198.51.100.1';
    for (let i = 0; i < 11; i += 1) {
      const refused = await exchange({ origin: 'https://evil.example', client });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: 'origin_not_allowed' });
    }
    for (let i = 0; i < 3; i += 1) expect((await exchange({ origin: null, client })).status).toBe(403);
    const answer = await exchange({ client });
    expect(answer.status, 'the extension is served, not rate-limited').toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers 429 with Retry-After once a client passes its limit, request after request', async () => {
    const client = '198.51.100.2';
    for (let i = 0; i < LIMIT; i += 1) expect((await exchange({ client })).status).toBe(400);
    const refused = await exchange({ client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    expect((await exchange({ client: '198.51.100.3' })).status, 'another client still served').toBe(400);
  });

  it('limits callers without an address in a bucket of their own, apart from the named clients', async () => {
    // On Node the socket's peer names a caller without the header; the edge runtimes have no socket to read.
    const named = ['198.51.100.4', '198.51.100.5'];
    for (let i = 0; i < LIMIT; i += 1) expect((await exchange()).status).toBe(400);
    expect((await exchange()).status, 'the nameless bucket is spent').toBe(429);
    for (const client of named) expect((await exchange({ client })).status, `${client} still served`).toBe(400);
  });
});
