import { beforeEach, describe, expect, it, vi } from 'vitest';
import { challengeOf } from '@/lib/oauth/pkce';
import { credentialItem, signInServiceItem } from '@/lib/storage/items';
import { backgroundHarness, REDIRECT_URL, type Harness } from '../fakes/background';

let h: Harness;
/** What the consent page was opened with. */
let asked: URL | undefined;
/** What the broker was sent. */
let exchanged: { code: string; redirect_uri: string; code_verifier: string } | undefined;

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** The consent page approves (or answers with `params`), echoing the state unless told otherwise. */
function consent(params: Record<string, string> = { code: 'svc_code_1' }, state?: string) {
  h.consent = async (url) => {
    asked = new URL(url);
    const back = new URL(REDIRECT_URL);
    for (const [k, v] of Object.entries(params)) back.searchParams.set(k, v);
    back.searchParams.set('state', state ?? asked.searchParams.get('state')!);
    return back.toString();
  };
}

beforeEach(() => {
  h = backgroundHarness();
  asked = undefined;
  exchanged = undefined;
  // A broker that checks PKCE like the sandbox, and mints a token the fake service accepts.
  h.broker = async (request) => {
    exchanged = (await request.json()) as typeof exchanged;
    if (exchanged!.code !== 'svc_code_1')
      return json(400, { error: 'invalid_grant', message: 'The authorization code was already used' });
    if ((await challengeOf(exchanged!.code_verifier)) !== asked!.searchParams.get('code_challenge')) {
      return json(400, { error: 'invalid_grant', message: 'code_verifier does not match' });
    }
    h.service.tokens.add('svc_tok_new');
    return json(200, { access_token: 'svc_tok_new', token_type: 'bearer' });
  };
});

describe('sign in with OAuth', () => {
  it('opens the consent page with client id, redirect URL, state and PKCE, and keeps the checked token', async () => {
    consent();
    const status = await h.ask('auth.signIn', {});
    expect(status).toMatchObject({ method: 'oauth', connection: { label: 'Dana Whitfield', accounts: 3 } });
    expect(`${asked!.origin}${asked!.pathname}`).toBe('http://127.0.0.1:8787/oauth/authorize');
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      client_id: 'svc_cid_demo',
      redirect_uri: REDIRECT_URL,
      response_type: 'code',
      state: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(exchanged).toEqual({
      code: 'svc_code_1',
      redirect_uri: REDIRECT_URL,
      code_verifier: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(await credentialItem.get()).toMatchObject({ kind: 'bearer', token: 'svc_tok_new' });
    // The token was tried before it was kept.
    expect(h.service.requests).toEqual([
      { method: 'GET', path: '/developers/v1/accounts', auth: 'Bearer svc_tok_new' },
    ]);
    expect(h.logs.join('\n')).not.toMatch(/svc_tok_new|svc_code_1/);
  });

  it('uses a fresh state and verifier every time', async () => {
    consent();
    await h.ask('auth.signIn', {});
    const first = asked!.searchParams;
    h.service.tokens.clear();
    consent();
    await h.ask('auth.signIn', {});
    expect(asked!.searchParams.get('state')).not.toBe(first.get('state'));
    expect(asked!.searchParams.get('code_challenge')).not.toBe(first.get('code_challenge'));
  });

  it.each([
    ['denied consent', () => consent({ error: 'access_denied' }), 'signin_denied', /declined access.*Sign in/],
    [
      'a foreign state',
      () => consent({ code: 'svc_code_1' }, 'forged'),
      'signin_wrong_state',
      /did not belong to this sign-in/,
    ],
    [
      'a closed window',
      () => (h.consent = () => Promise.reject(new Error('The user did not approve access.'))),
      'signin_window_closed',
      /window was closed.*https:\/\/quickpost-id\.chromiumapp\.org\//,
    ],
    [
      'an unreachable consent page',
      () => (h.consent = () => Promise.reject(new Error('Authorization page could not be loaded.'))),
      'signin_page_unreachable',
      /App address/,
    ],
    [
      'an unreachable broker',
      () => (consent(), (h.broker = () => Promise.reject(new TypeError('Failed to fetch')))),
      'broker_unreachable',
      /could not reach the sign-in broker at http:\/\/127\.0\.0\.1:8788/,
    ],
    [
      'a reused code',
      () => consent({ code: 'svc_code_old' }),
      'broker_code_refused',
      /did not accept the sign-in code.*already used.*Sign in again/,
    ],
    [
      'a broken broker',
      () => (consent(), (h.broker = async () => json(502, { error: 'invalid_client', message: 'misconfigured' }))),
      'broker_failed',
      /error 502.*misconfigured/,
    ],
  ])('%s: explained, nothing kept', async (_name, arrange, key, sentence) => {
    arrange();
    await expect(h.ask('auth.signIn', {})).rejects.toMatchObject({
      name: 'QuickpostError',
      key,
      message: expect.stringMatching(sentence),
    });
    expect(await credentialItem.get()).toBeNull();
    expect(h.logs).toContain(`sign-in failed: ${key}`);
  });

  it('says which setting is missing when the build has no client id', async () => {
    await signInServiceItem.set({ brokerUrl: 'http://127.0.0.1:8788', clientId: '' });
    await expect(h.ask('auth.signIn', {})).rejects.toMatchObject({
      name: 'QuickpostError',
      key: 'signin_needs_client_id',
      message: /Client ID/,
    });
  });

  it('refuses a second sign-in while one is open', async () => {
    let finish!: (url: string) => void;
    h.consent = (url) => {
      asked = new URL(url);
      return new Promise((resolve) => (finish = resolve));
    };
    const first = h.ask('auth.signIn', {});
    await vi.waitFor(() => expect(asked).toBeDefined());
    await expect(h.ask('auth.signIn', {})).rejects.toMatchObject({
      name: 'QuickpostError',
      key: 'signin_busy',
      message: /already in progress/,
    });
    finish(`${REDIRECT_URL}?code=svc_code_1&state=${asked!.searchParams.get('state')}`);
    await expect(first).resolves.toMatchObject({ method: 'oauth' });
  });

  it('replaces an API key: one credential at a time', async () => {
    await h.ask('auth.saveKey', { key: 'smm_demo' });
    consent();
    expect(await h.ask('auth.signIn', {})).not.toHaveProperty('maskedKey');
    expect(await credentialItem.get()).toMatchObject({ kind: 'bearer' });
  });
});
