import { describe, expect, it } from 'vitest';
import demoExtension from '../../config/demo-extension.json' with { type: 'json' };
import { decide, useSandbox } from './helpers.ts';

const sb = useSandbox();

const CALLBACK = 'http://127.0.0.1:8788/callback';
const APP = { clientId: 'svc_cid_demo', clientSecret: 'svc_cs_demo', redirectUri: CALLBACK };
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('consent page', () => {
  it('is a real HTML page naming the app and the user, with Approve and Deny buttons that POST', async () => {
    const page = await sb.get(
      `/oauth/authorize?${query({ client_id: APP.clientId, redirect_uri: CALLBACK, response_type: 'code', state: 's1' })}`,
      { anonymous: true },
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toMatch(/<h1>Authorize Quickpost<\/h1>/);
    expect(page.text).toMatch(/<strong>demo<\/strong>/);
    expect(page.text).toMatch(/<form method="post" action="\/oauth\/authorize">/);
    expect(page.text).toMatch(/<button type="submit" name="decision" value="approve">Approve<\/button>/);
    expect(page.text).toMatch(/<button type="submit" name="decision" value="deny">Deny<\/button>/);
  });

  it.each([
    ['an unknown client_id', { client_id: 'svc_cid_nope', redirect_uri: CALLBACK }, /Unknown client_id/],
    ['a missing client_id', { redirect_uri: CALLBACK }, /Unknown client_id \(missing\)/],
    ['a missing redirect_uri', { client_id: APP.clientId }, /redirect_uri is not registered/],
    [
      'a redirect_uri with a trailing slash',
      { client_id: APP.clientId, redirect_uri: `${CALLBACK}/` },
      /must match a registered URI exactly/,
    ],
    [
      'a redirect_uri with another scheme',
      { client_id: APP.clientId, redirect_uri: CALLBACK.replace('http:', 'https:') },
      /not registered/,
    ],
    [
      'a redirect_uri with another host spelling',
      { client_id: APP.clientId, redirect_uri: CALLBACK.replace('127.0.0.1', 'localhost') },
      /not registered/,
    ],
    [
      'a redirect_uri with another port',
      { client_id: APP.clientId, redirect_uri: CALLBACK.replace('8788', '8789') },
      /not registered/,
    ],
    [
      'a redirect_uri with an added query string',
      { client_id: APP.clientId, redirect_uri: `${CALLBACK}?x=1` },
      /not registered/,
    ],
    [
      'a redirect_uri in other letter case',
      { client_id: APP.clientId, redirect_uri: CALLBACK.replace('callback', 'Callback') },
      /not registered/,
    ],
  ])('rule 5: %s shows an error page and does not redirect', async (_name, params, message) => {
    const page = await sb.get(`/oauth/authorize?${query({ response_type: 'code', state: 'x', ...params })}`, {
      anonymous: true,
    });
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
    expect(page.text).toMatch(message);
  });

  it.each([
    ['response_type other than code', { response_type: 'token' }, 'unsupported_response_type'],
    ['a missing response_type', {}, 'invalid_request'],
    [
      'PKCE with the plain method',
      { response_type: 'code', code_challenge: 'abc', code_challenge_method: 'plain' },
      'invalid_request',
    ],
    ['a code_challenge without its method', { response_type: 'code', code_challenge: 'abc' }, 'invalid_request'],
  ])('%s redirects back with error=%s and the state', async (_name, params, error) => {
    const page = await sb.get(
      `/oauth/authorize?${query({ client_id: APP.clientId, redirect_uri: CALLBACK, state: 'st8', ...params })}`,
      { anonymous: true },
    );
    expect(page.status).toBe(302);
    const location = new URL(page.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('state')).toBe('st8');
    expect(location.searchParams.get('code')).toBeNull();
  });
});

describe('consent decision', () => {
  it.each([
    ['an ordinary state', 'abc123'],
    ['a state with characters that need encoding', 'a b&c=d/é+?'],
  ])('rule 8: approve redirects with a code and echoes %s unchanged', async (_name, state) => {
    const location = new URL(
      await decide(
        sb,
        query({ client_id: APP.clientId, redirect_uri: CALLBACK, response_type: 'code', state }),
        'approve',
      ),
    );
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('code')).toMatch(/^svc_code_/);
    expect(location.searchParams.get('state')).toBe(state);
  });

  it('state is omitted from the redirect when the request had none', async () => {
    const location = new URL(
      await decide(sb, query({ client_id: APP.clientId, redirect_uri: CALLBACK, response_type: 'code' }), 'approve'),
    );
    expect(location.searchParams.has('state')).toBe(false);
    expect(location.searchParams.get('code')).toBeTruthy();
  });

  it('deny redirects with error=access_denied and the state, no code', async () => {
    const location = new URL(
      await decide(
        sb,
        query({ client_id: APP.clientId, redirect_uri: CALLBACK, response_type: 'code', state: 'no-thanks' }),
        'deny',
      ),
    );
    expect([...location.searchParams.entries()]).toEqual([
      ['error', 'access_denied'],
      ['state', 'no-thanks'],
    ]);
  });

  it("the extension's identity redirect URL (chromiumapp.org) is registered too", async () => {
    const redirect = `https://${demoExtension.id}.chromiumapp.org/`;
    const location = new URL(
      await decide(
        sb,
        query({ client_id: APP.clientId, redirect_uri: redirect, response_type: 'code', state: 's' }),
        'approve',
      ),
    );
    expect(location.origin).toBe(`https://${demoExtension.id}.chromiumapp.org`);
    expect(location.searchParams.get('code')).toBeTruthy();
  });

  it('a consent form can be answered once only', async () => {
    const page = await sb.get(
      `/oauth/authorize?${query({ client_id: APP.clientId, redirect_uri: CALLBACK, response_type: 'code' })}`,
      { anonymous: true },
    );
    const consent = /name="consent" value="([^"]+)"/.exec(page.text)![1]!;
    const post = () =>
      sb.call('POST', '/oauth/authorize', {
        anonymous: true,
        body: new URLSearchParams({ consent, decision: 'approve' }),
      });
    expect((await post()).status).toBe(303);
    const again = await post();
    expect(again.status).toBe(400);
    expect(again.headers.get('location')).toBeNull();
  });

  it('a registered redirect URI with its own query string keeps it and gains code and state', async () => {
    const redirect = 'https://broker.example/cb?tenant=42';
    const app = (await sb.control('apps', { name: 'Broker', redirect_uri: redirect })).body;
    expect(app).toEqual({
      client_id: expect.stringMatching(/^svc_cid_/),
      client_secret: expect.stringMatching(/^svc_cs_/),
    });
    const location = new URL(
      await decide(
        sb,
        query({ client_id: app.client_id, redirect_uri: redirect, response_type: 'code', state: 'q' }),
        'approve',
      ),
    );
    expect(location.searchParams.get('tenant')).toBe('42');
    expect(location.searchParams.get('state')).toBe('q');
    const page = await sb.get(
      `/oauth/authorize?${query({ client_id: app.client_id, redirect_uri: 'https://broker.example/cb', response_type: 'code' })}`,
      { anonymous: true },
    );
    expect(page.status).toBe(400);
  });
});
