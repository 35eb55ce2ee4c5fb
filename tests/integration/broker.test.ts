/**
 * The reference broker over HTTP against a real sandbox: the whole exchange with PKCE and every refusal the extension
 * has to explain, on each runtime it is offered for; log lines are collected to prove no code or token leaks.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import worker from '../../broker/worker';
import { nodeRuntime, workerdRuntime, type BrokerSetup, type StartedBroker } from './broker-runtimes';

const ORIGIN = 'chrome-extension://quickpost-test-id';
const REDIRECT = 'http://127.0.0.1:8788/callback';
const APP = { clientId: 'svc_cid_demo', clientSecret: 'svc_cs_demo' };
/** The broker's body limit (broker/app.ts). */
const MAX_BODY = 16 * 1024;

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

/** Consent through the sandbox's page, with PKCE S256 as the extension sends it; returns code and verifier. */
async function authorize(decision: 'approve' | 'deny' = 'approve') {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: APP.clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    state: 'state-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const page = await (await fetch(`${sandbox.url}/oauth/authorize?${query}`)).text();
  const consent = /name="consent" value="([^"]+)"/.exec(page)?.[1];
  if (!consent) throw new Error(`no consent form in ${page.slice(0, 200)}`);
  const answer = await fetch(`${sandbox.url}/oauth/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ consent, decision }),
    redirect: 'manual',
  });
  const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code');
  if (!code) throw new Error('no code');
  return { code, verifier };
}

function post(to: StartedBroker, body: unknown, origin: string | null = ORIGIN) {
  return fetch(`${to.url}/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Waits until the broker has logged a line matching `pattern` (workerd's output arrives through a pipe). */
async function logged(to: StartedBroker, pattern: RegExp): Promise<string[]> {
  for (let i = 0; i < 50 && !to.logs.some((line) => pattern.test(line)); i++)
    await new Promise((r) => setTimeout(r, 50));
  expect(
    to.logs.some((line) => pattern.test(line)),
    `no log line matching ${pattern} in ${JSON.stringify(to.logs)}`,
  ).toBe(true);
  return to.logs;
}

const runtimes = [nodeRuntime, workerdRuntime()];
afterAll(() => runtimes.forEach((r) => r.dispose()));

describe.each(runtimes)('the broker on $name', (runtime) => {
  let broker: StartedBroker;
  const start = (over: Partial<BrokerSetup> = {}) =>
    runtime.start({
      serviceUrl: sandbox.url,
      ...APP,
      allowedOrigins: [ORIGIN],
      allowedRedirectUris: [REDIRECT],
      ...over,
    });
  const exchange = (
    body: unknown,
    { origin = ORIGIN, to = broker }: { origin?: string | null; to?: StartedBroker } = {},
  ) => post(to, body, origin);

  beforeAll(async () => {
    broker = await start();
  }, 60_000);
  afterAll(async () => {
    await broker?.close();
  });

  describe('POST /exchange', () => {
    it('trades a code (with PKCE) for a token that works for List Accounts, never cached', async () => {
      const { code, verifier } = await authorize();
      const answer = await exchange({ code, redirect_uri: REDIRECT, code_verifier: verifier });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const token = (await answer.json()) as { access_token: string; token_type: string };
      expect(token).toEqual({ access_token: expect.stringMatching(/^svc_tok_/), token_type: 'bearer' });
      const accounts = await fetch(`${sandbox.url}/developers/v1/accounts`, {
        headers: { authorization: `Bearer ${token.access_token}` },
      });
      expect(accounts.status).toBe(200);
      const secrets = [code, verifier, token.access_token, APP.clientSecret];
      const logs = await logged(broker, /exchanged a code for chrome-extension:/);
      expect(logs.filter((line) => secrets.some((s) => line.includes(s)))).toEqual([]);
    });

    it('refuses a reused code as invalid_grant with the service’s words', async () => {
      const { code, verifier } = await authorize();
      expect((await exchange({ code, redirect_uri: REDIRECT, code_verifier: verifier })).status).toBe(200);
      const again = await exchange({ code, redirect_uri: REDIRECT, code_verifier: verifier });
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ error: 'invalid_grant', message: expect.stringMatching(/already used/) });
    });

    it('refuses a code whose PKCE verifier does not match', async () => {
      const { code } = await authorize();
      const answer = await exchange({
        code,
        redirect_uri: REDIRECT,
        code_verifier: randomBytes(32).toString('base64url'),
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        error: 'invalid_grant',
        message: expect.stringMatching(/code_verifier/),
      });
    });

    it.each([
      ['no code', { redirect_uri: REDIRECT }, /code/],
      ['a short verifier', { code: 'x', redirect_uri: REDIRECT, code_verifier: 'short' }, /code_verifier/],
      ['a body that is not JSON', 'code=x', /body/],
    ])('answers %s with invalid_request naming the field', async (_name, body, field) => {
      const answer = await exchange(body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(field) });
    });

    it('refuses a body over 16 KiB with 413 before reading it as JSON', async () => {
      const { code, verifier } = await authorize();
      const answer = await exchange({
        code,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
        padding: 'x'.repeat(MAX_BODY),
      });
      expect(answer.status).toBe(413);
      expect(await answer.json()).toMatchObject({
        error: 'invalid_request',
        message: expect.stringMatching(/too large/),
      });
      // Just under the limit is read: the same code (unspent) is exchanged.
      const fits = { code, redirect_uri: REDIRECT, code_verifier: verifier };
      const padding = 'x'.repeat(MAX_BODY - JSON.stringify({ ...fits, padding: '' }).length);
      expect((await exchange({ ...fits, padding })).status).toBe(200);
    });

    it('refuses a code longer than 2048 characters as invalid_request', async () => {
      const answer = await exchange({ code: 'c'.repeat(2049), redirect_uri: REDIRECT, code_verifier: 'v'.repeat(43) });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(/code/) });
    });

    it('refuses a redirect URI it was not configured for, without asking the service', async () => {
      const { code, verifier } = await authorize();
      const answer = await exchange({ code, redirect_uri: 'https://evil.example/cb', code_verifier: verifier });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        error: 'invalid_request',
        message: expect.stringMatching(/not registered/),
      });
      // The code was not spent: it still works.
      expect((await exchange({ code, redirect_uri: REDIRECT, code_verifier: verifier })).status).toBe(200);
    });

    it('refuses a foreign origin outright and gives it no CORS header', async () => {
      const { code, verifier } = await authorize();
      const answer = await exchange(
        { code, redirect_uri: REDIRECT, code_verifier: verifier },
        { origin: 'https://evil.example' },
      );
      expect(answer.status).toBe(403);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(await answer.json()).toMatchObject({ error: 'origin_not_allowed' });
    });

    it('answers the CORS preflight for the extension only', async () => {
      const preflight = (origin: string) =>
        fetch(`${broker.url}/exchange`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const ours = await preflight(ORIGIN);
      expect(ours.status).toBe(204);
      expect(ours.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(ours.headers.get('access-control-allow-methods')).toContain('POST');
      expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    });

    it('reports a wrong client secret as the broker’s own misconfiguration (502 invalid_client)', async () => {
      const misconfigured = await start({ clientSecret: 'svc_cs_wrong' });
      try {
        const { code, verifier } = await authorize();
        const answer = await exchange({ code, redirect_uri: REDIRECT, code_verifier: verifier }, { to: misconfigured });
        expect(answer.status).toBe(502);
        expect(await answer.json()).toMatchObject({ error: 'invalid_client' });
      } finally {
        await misconfigured.close();
      }
    });

    it('reports an unreachable service as 502 service_unreachable', async () => {
      const gone = await startSandbox({ port: 0, quiet: true });
      await gone.close(); // a port that just closed: connection refused
      const stranded = await start({ serviceUrl: gone.url });
      try {
        const answer = await exchange(
          { code: 'svc_code_x', redirect_uri: REDIRECT, code_verifier: 'v'.repeat(43) },
          { to: stranded },
        );
        expect(answer.status).toBe(502);
        expect(await answer.json()).toMatchObject({ error: 'service_unreachable' });
      } finally {
        await stranded.close();
      }
    });
  });

  it('admits every Firefox install when configured with moz-extension://*, and still no web page', async () => {
    const firefox = await start({ allowedOrigins: ['moz-extension://*'] });
    try {
      const { code, verifier } = await authorize();
      const ours = await exchange(
        { code, redirect_uri: REDIRECT, code_verifier: verifier },
        { to: firefox, origin: 'moz-extension://0b5e7f4c-1d2a-4b8e-9f00-0123456789ab' },
      );
      expect(ours.status).toBe(200);
      expect(ours.headers.get('access-control-allow-origin')).toBe(
        'moz-extension://0b5e7f4c-1d2a-4b8e-9f00-0123456789ab',
      );
      expect(
        (
          await exchange(
            { code: 'x', redirect_uri: REDIRECT, code_verifier: 'v'.repeat(43) },
            { to: firefox, origin: ORIGIN },
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await exchange(
            { code: 'x', redirect_uri: REDIRECT, code_verifier: 'v'.repeat(43) },
            { to: firefox, origin: 'https://evil.example' },
          )
        ).status,
      ).toBe(403);
    } finally {
      await firefox.close();
    }
  });

  describe('the other routes', () => {
    it('serves the loopback redirect page', async () => {
      const page = await fetch(`${broker.url}/callback?code=abc&state=s`);
      expect(page.status).toBe(200);
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(await page.text()).toContain('You can close this window');
    });

    it('answers unknown paths with a JSON 404', async () => {
      const answer = await fetch(`${broker.url}/token`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ error: 'not_found' });
    });
  });
});

describe('the fetch-handler entry called in-process (Node, env from the caller)', () => {
  it('builds the broker from environment bindings and exchanges a code', async () => {
    const env = {
      BROKER_SERVICE_URL: sandbox.url,
      BROKER_ALLOWED_ORIGINS: ORIGIN,
      BROKER_REDIRECT_URIS: REDIRECT,
    };
    const { code, verifier } = await authorize();
    const answer = await worker.fetch(
      new Request('https://broker.example/exchange', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ code, redirect_uri: REDIRECT, code_verifier: verifier }),
      }),
      env,
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ access_token: expect.stringMatching(/^svc_tok_/) });
  });
});
