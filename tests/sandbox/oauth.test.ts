import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import demoExtension from '../../config/demo-extension.json' with { type: 'json' };
import { authorize, decide, MINUTE, obtainToken, useSandbox } from './helpers.ts';

const sb = useSandbox();

const CALLBACK = 'http://127.0.0.1:8788/callback';
const APP = { clientId: 'svc_cid_demo', clientSecret: 'svc_cs_demo', redirectUri: CALLBACK };
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const exchange = (fields: Record<string, unknown>) => sb.post('/developers/v1/oauth/token', fields, { anonymous: true });
const grant = (code: string, extra: Record<string, unknown> = {}) =>
  exchange({ grant_type: 'authorization_code', client_id: APP.clientId, client_secret: APP.clientSecret, code, ...extra });

describe('consent page', () => {
  it('is a real HTML page naming the app and the user, with Approve and Deny buttons that POST', async () => {
    const page = await sb.get(`/oauth/authorize?${query({ client_id: APP.clientId, redirect_uri: CALLBACK, response_type: 'code', state: 's1' })}`, { anonymous: true });
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
    ['a redirect_uri with a trailing slash', { client_id: APP.clientId, redirect_uri: `${CALLBACK}/` }, /must match a registered URI exactly/],
    ['a redirect_uri with another scheme', { client_id: APP.clientId, redirect_uri: CALLBACK.replace('http:', 'https:') }, /not registered/],
    ['a redirect_uri with another host spelling', { client_id: APP.clientId, redirect_uri: CALLBACK.replace('127.0.0.1', 'localhost') }, /not registered/],
    ['a redirect_uri with another port', { client_id: APP.clientId, redirect_uri: CALLBACK.replace('8788', '8789') }, /not registered/],
    ['a redirect_uri with an added query string', { client_id: APP.clientId, redirect_uri: `${CALLBACK}?x=1` }, /not registered/],
    ['a redirect_uri in other letter case', { client_id: APP.clientId, redirect_uri: CALLBACK.replace('callback', 'Callback') }, /not registered/],
  ])('rule 5: %s shows an error page and does not redirect', async (_name, params, message) => {
    const page = await sb.get(`/oauth/authorize?${query({ response_type: 'code', state: 'x', ...params })}`, { anonymous: true });
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
    expect(page.text).toMatch(message);
  });

  it.each([
    ['response_type other than code', { response_type: 'token' }, 'unsupported_response_type'],
    ['a missing response_type', {}, 'invalid_request'],
    ['PKCE with the plain method', { response_type: 'code', code_challenge: 'abc', code_challenge_method: 'plain' }, 'invalid_request'],
    ['a code_challenge without its method', { response_type: 'code', code_challenge: 'abc' }, 'invalid_request'],
  ])('%s redirects back with error=%s and the state', async (_name, params, error) => {
    const page = await sb.get(`/oauth/authorize?${query({ client_id: APP.clientId, redirect_uri: CALLBACK, state: 'st8', ...params })}`, { anonymous: true });
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
    const location = new URL(await decide(sb, query({ client_id: APP.clientId, redirect_uri: CALLBACK, response_type: 'code', state }), 'approve'));
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('code')).toMatch(/^svc_code_/);
    expect(location.searchParams.get('state')).toBe(state);
  });

  it('state is omitted from the redirect when the request had none', async () => {
    const location = new URL(await decide(sb, query({ client_id: APP.clientId, redirect_uri: CALLBACK, response_type: 'code' }), 'approve'));
    expect(location.searchParams.has('state')).toBe(false);
    expect(location.searchParams.get('code')).toBeTruthy();
  });

  it('deny redirects with error=access_denied and the state, no code', async () => {
    const location = new URL(await decide(sb, query({ client_id: APP.clientId, redirect_uri: CALLBACK, response_type: 'code', state: 'no-thanks' }), 'deny'));
    expect([...location.searchParams.entries()]).toEqual([['error', 'access_denied'], ['state', 'no-thanks']]);
  });

  it('the extension\'s identity redirect URL (chromiumapp.org) is registered too', async () => {
    const redirect = `https://${demoExtension.id}.chromiumapp.org/`;
    const location = new URL(await decide(sb, query({ client_id: APP.clientId, redirect_uri: redirect, response_type: 'code', state: 's' }), 'approve'));
    expect(location.origin).toBe(`https://${demoExtension.id}.chromiumapp.org`);
    expect(location.searchParams.get('code')).toBeTruthy();
  });

  it('a consent form can be answered once only', async () => {
    const page = await sb.get(`/oauth/authorize?${query({ client_id: APP.clientId, redirect_uri: CALLBACK, response_type: 'code' })}`, { anonymous: true });
    const consent = /name="consent" value="([^"]+)"/.exec(page.text)![1]!;
    const post = () => sb.call('POST', '/oauth/authorize', { anonymous: true, body: new URLSearchParams({ consent, decision: 'approve' }) });
    expect((await post()).status).toBe(303);
    const again = await post();
    expect(again.status).toBe(400);
    expect(again.headers.get('location')).toBeNull();
  });

  it('a registered redirect URI with its own query string keeps it and gains code and state', async () => {
    const redirect = 'https://broker.example/cb?tenant=42';
    const app = (await sb.control('apps', { name: 'Broker', redirect_uri: redirect })).body;
    expect(app).toEqual({ client_id: expect.stringMatching(/^svc_cid_/), client_secret: expect.stringMatching(/^svc_cs_/) });
    const location = new URL(await decide(sb, query({ client_id: app.client_id, redirect_uri: redirect, response_type: 'code', state: 'q' }), 'approve'));
    expect(location.searchParams.get('tenant')).toBe('42');
    expect(location.searchParams.get('state')).toBe('q');
    const page = await sb.get(`/oauth/authorize?${query({ client_id: app.client_id, redirect_uri: 'https://broker.example/cb', response_type: 'code' })}`, { anonymous: true });
    expect(page.status).toBe(400);
  });
});

describe('token endpoint', () => {
  it('exchanges a code for {access_token: svc_tok_…, token_type: bearer} that works on the API', async () => {
    const code = await authorize(sb, APP.clientId, CALLBACK, 'approve');
    const answer = await grant(code);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ access_token: expect.stringMatching(/^svc_tok_/), token_type: 'bearer' });
    expect((await sb.get('/developers/v1/accounts', { token: answer.body.access_token })).status).toBe(200);
  });

  it('accepts a form-encoded body as OAuth libraries send it', async () => {
    const code = await authorize(sb, APP.clientId, CALLBACK, 'approve');
    const answer = await sb.call('POST', '/developers/v1/oauth/token', {
      anonymous: true,
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: APP.clientId, client_secret: APP.clientSecret, code }),
    });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['grant_type is required', {}, 400, 'invalid_request', /^grant_type is required$/],
    ['grant_type must be authorization_code', { grant_type: 'client_credentials' }, 400, 'unsupported_grant_type', /^grant_type must be authorization_code/],
    ['client_id is required', { grant_type: 'authorization_code' }, 400, 'invalid_request', /^client_id is required$/],
    ['client_secret is required', { grant_type: 'authorization_code', client_id: APP.clientId }, 400, 'invalid_request', /^client_secret is required$/],
    ['a wrong client_secret is invalid_client', { grant_type: 'authorization_code', client_id: APP.clientId, client_secret: 'svc_cs_wrong', code: 'x' }, 401, 'invalid_client', /wrong client_secret/],
    ['an unknown client_id is invalid_client', { grant_type: 'authorization_code', client_id: 'svc_cid_x', client_secret: APP.clientSecret, code: 'x' }, 401, 'invalid_client', /Unknown client_id/],
    ['code is required', { grant_type: 'authorization_code', client_id: APP.clientId, client_secret: APP.clientSecret }, 400, 'invalid_request', /^code is required$/],
    ['an unknown code is invalid_grant', { grant_type: 'authorization_code', client_id: APP.clientId, client_secret: APP.clientSecret, code: 'svc_code_nope' }, 400, 'invalid_grant', /unknown/],
    ['fields must be strings', { grant_type: 'authorization_code', client_id: 7 }, 400, 'invalid_request', /^client_id must be a string$/],
  ])('%s', async (_name, fields, status, error, message) => {
    const answer = await exchange(fields);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ code: status, error, message: expect.stringMatching(message) });
  });

  it('a body that is not JSON is invalid_request', async () => {
    const answer = await sb.call('POST', '/developers/v1/oauth/token', { anonymous: true, headers: { 'content-type': 'application/json' }, body: 'grant_type=x' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_request');
  });

  it('a reused code is invalid_grant and revokes the token issued from it', async () => {
    const { token, code } = await obtainToken(sb);
    const reuse = await grant(code);
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({ code: 400, error: 'invalid_grant', message: expect.stringMatching(/already used/) });
    expect((await sb.get('/developers/v1/accounts', { token })).status).toBe(403);
  });

  it('a code is bound to the client it was issued to', async () => {
    const other = (await sb.control('apps', { name: 'Other', redirect_uri: 'https://other.example/cb' })).body;
    const code = await authorize(sb, APP.clientId, CALLBACK, 'approve');
    const answer = await exchange({ grant_type: 'authorization_code', client_id: other.client_id, client_secret: other.client_secret, code });
    expect(answer.body.error).toBe('invalid_grant');
    expect((await grant(code)).status).toBe(200);
  });

  it('a code expires after 10 simulated minutes', async () => {
    const code = await authorize(sb, APP.clientId, CALLBACK, 'approve');
    await sb.advance(10 * MINUTE + 1000);
    const answer = await grant(code);
    expect(answer.body).toEqual({ code: 400, error: 'invalid_grant', message: expect.stringMatching(/expired/) });
  });

  it('a code younger than 10 minutes is accepted', async () => {
    const code = await authorize(sb, APP.clientId, CALLBACK, 'approve');
    await sb.advance(9 * MINUTE);
    expect((await grant(code)).status).toBe(200);
  });

  it('a redirect_uri sent with the code must be the one it was issued for', async () => {
    const code = await authorize(sb, APP.clientId, CALLBACK, 'approve');
    expect((await grant(code, { redirect_uri: 'http://127.0.0.1:8788/other' })).body.error).toBe('invalid_grant');
  });

  describe('PKCE (S256), accepted though the interface does not know it', () => {
    const verifier = 'a-verifier-of-the-recommended-length-0123456789abcdefghijklmn';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const pkceCode = () => authorize(sb, APP.clientId, CALLBACK, 'approve', `&code_challenge=${challenge}&code_challenge_method=S256`);

    it.each([
      ['the right code_verifier is accepted', { code_verifier: verifier }, 200],
      ['a wrong code_verifier is invalid_grant', { code_verifier: 'wrong' }, 400],
      ['no code_verifier is accepted (clients following the interface send none)', {}, 200],
    ])('%s', async (_name, extra, status) => {
      expect((await grant(await pkceCode(), extra)).status).toBe(status);
    });
  });
});

describe('token lifetime', () => {
  it('rule 7: tokens do not expire (a simulated year later they still work)', async () => {
    const { token } = await obtainToken(sb);
    await sb.advance(365 * 24 * 60 * MINUTE);
    expect((await sb.get('/developers/v1/accounts', { token })).status).toBe(200);
  });

  it('rule 7: a revoked token answers 403; other tokens keep working', async () => {
    const first = await obtainToken(sb);
    const second = await obtainToken(sb);
    expect((await sb.control('tokens/revoke', { token: first.token })).status).toBe(200);
    expect((await sb.get('/developers/v1/accounts', { token: first.token })).status).toBe(403);
    expect((await sb.get('/developers/v1/accounts', { token: second.token })).status).toBe(200);
  });

  it('rule 7: deleting an app revokes all its tokens at once and its consent page stops working', async () => {
    const first = await obtainToken(sb);
    const second = await obtainToken(sb);
    const deleted = await sb.control('apps/delete', { client_id: APP.clientId });
    expect(deleted.body).toMatchObject({ code: 200, revoked_tokens: 2 });
    for (const { token } of [first, second]) expect((await sb.get('/developers/v1/accounts', { token })).status).toBe(403);
    const page = await sb.get(`/oauth/authorize?${query({ client_id: APP.clientId, redirect_uri: CALLBACK, response_type: 'code' })}`, { anonymous: true });
    expect(page.status).toBe(400);
  });

  it.each([
    ['revoking an unknown token', 'tokens/revoke', { token: 'svc_tok_nope' }],
    ['deleting an unknown app', 'apps/delete', { client_id: 'svc_cid_nope' }],
  ])('404 for %s', async (_name, path, body) => {
    expect((await sb.control(path, body)).status).toBe(404);
  });
});
