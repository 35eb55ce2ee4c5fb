/**
 * The broker's rate limit on every runtime it is offered for: strangers cannot spend it, it
 * holds on a runtime that hands the fetch handler a new `env` object on every request, and a caller the runtime
 * cannot name is limited in a bucket of its own, apart from the clients it can. Over HTTP, against a real sandbox.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sharedLimitOf } from '../../broker/rate-limit';
import {
  exchangeFrom,
  nodeFetchHandlerRuntime,
  nodeRuntime,
  workerdRuntime,
  type BrokerRuntime,
  useDemoBroker,
  useSandbox,
} from './broker-runtimes';

const ORIGIN = 'chrome-extension://quickpost-test-id';
const REDIRECT = 'http://127.0.0.1:8788/callback';
const LIMIT = 3;
/** A code the sandbox does not know: an exchange that reaches the service and is refused with 400. */
const BODY = { code: 'svc_code_unknown', redirect_uri: REDIRECT, code_verifier: 'v'.repeat(43) };

const sandboxUrl = useSandbox();

const runtimes: BrokerRuntime[] = [
  nodeRuntime,
  nodeFetchHandlerRuntime(),
  workerdRuntime({ edge: true }),
  workerdRuntime({ freshEnv: true, edge: true }),
];
afterAll(() => runtimes.forEach((r) => r.dispose()));

describe.each(runtimes)('the rate limit on $name', (runtime) => {
  const broker = useDemoBroker(runtime, {
    serviceUrl: sandboxUrl,
    origin: ORIGIN,
    redirect: REDIRECT,
    rateLimit: LIMIT,
  });

  /** One exchange from the loopback address `client` (each runtime's front names the caller by it). */
  const exchange = ({ origin = ORIGIN as string | null, client = '127.0.0.1' } = {}) =>
    exchangeFrom(`${broker().url}/exchange`, {
      from: client,
      headers: origin ? { origin } : {},
      body: JSON.stringify(BODY),
    });

  // Each test speaks for clients of its own (loopback addresses of their own): one broker serves them all, and on
  // the fetch-handler runtimes the limiter outlives a restart with the same settings, by design.

  it('does not let a flood with a forbidden or missing Origin spend the allowed client’s limit', async () => {
    const client = '127.0.0.11';
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
    const client = '127.0.0.12';
    for (let i = 0; i < LIMIT; i += 1) expect((await exchange({ client })).status).toBe(400);
    const refused = await exchange({ client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    expect((await exchange({ client: '127.0.0.13' })).status, 'another client still served').toBe(400);
  });
});

describe('a runtime that names no caller', () => {
  const runtime = nodeFetchHandlerRuntime({ proxy: false });
  const broker = useDemoBroker(runtime, {
    serviceUrl: sandboxUrl,
    origin: ORIGIN,
    redirect: REDIRECT,
    rateLimit: LIMIT,
  });

  it('limits all its callers in one shared bucket, stricter than a named client’s, whatever headers they send', async () => {
    const exchange = (client: string, headers: Record<string, string> = {}) =>
      exchangeFrom(`${broker().url}/exchange`, {
        from: client,
        headers: { origin: ORIGIN, ...headers },
        body: JSON.stringify(BODY),
      });
    for (let i = 0; i < sharedLimitOf(LIMIT); i += 1) expect((await exchange('127.0.0.21')).status).toBe(400);
    expect((await exchange('127.0.0.22', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
    expect((await exchange('127.0.0.23', { 'cf-connecting-ip': '203.0.113.8' })).status).toBe(429);
  });
});
