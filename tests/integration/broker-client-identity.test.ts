/**
 * Who the broker counts a caller as, on Node, on the fetch handler behind one trusted proxy and on workerd behind
 * Cloudflare's edge (tests/integration/broker-runtimes.ts): never what the caller writes in a header. Rotating
 * `X-Forwarded-For` and `cf-connecting-ip` buys no more exchanges, a flood of names resets nobody's count, and a
 * victim's address written by someone else does not spend the victim's limit. Over HTTP, against a real sandbox.
 */
import { afterAll, describe, expect, it } from 'vitest';
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
const BODY = JSON.stringify({ code: 'svc_code_unknown', redirect_uri: REDIRECT, code_verifier: 'v'.repeat(43) });

const sandboxUrl = useSandbox();

const runtimes: BrokerRuntime[] = [nodeRuntime, nodeFetchHandlerRuntime(), workerdRuntime({ edge: true })];
afterAll(() => runtimes.forEach((r) => r.dispose()));

/** An address a caller may write: documentation addresses (RFC 5737), one per `n`. */
const written = (n: number) => `203.0.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

describe.each(runtimes)('the caller’s identity on $name', (runtime) => {
  const broker = useDemoBroker(runtime, {
    serviceUrl: sandboxUrl,
    origin: ORIGIN,
    redirect: REDIRECT,
    rateLimit: LIMIT,
  });

  const exchange = (from: string, headers: Record<string, string> = {}) =>
    exchangeFrom(`${broker().url}/exchange`, { from, headers: { origin: ORIGIN, ...headers }, body: BODY });
  const rotating = (n: number) => ({ 'x-forwarded-for': written(n), 'cf-connecting-ip': written(n + 1) });

  // Each test calls from loopback addresses of its own: one broker serves them all.

  it('rotating X-Forwarded-For and cf-connecting-ip from one caller does not raise its rate', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await exchange('127.0.0.31', rotating(2 * i))).status).toBe(400);
    expect((await exchange('127.0.0.31', rotating(100))).status).toBe(429);
  });

  it('10,000 distinct values do not reset an existing client’s count', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await exchange('127.0.0.32')).status).toBe(400);
    const statuses: number[] = [];
    for (let batch = 0; batch < 10_000; batch += 100) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => exchange('127.0.0.33', rotating(batch + i))),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT);
    expect((await exchange('127.0.0.32')).status, 'the client already counted is still over its limit').toBe(429);
  }, 120_000);

  it('a victim’s address written by another caller does not make the victim’s exchange answer 429', async () => {
    const victim = '127.0.0.35';
    const forged = { 'x-forwarded-for': victim, 'cf-connecting-ip': victim };
    for (let i = 0; i < LIMIT + 2; i += 1) await exchange('127.0.0.34', forged);
    expect((await exchange(victim)).status).toBe(400);
  });
});
