import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authorize, MINUTE, obtainToken, useSandbox } from './helpers.ts';

const sb = useSandbox();

const CALLBACK = 'http://127.0.0.1:8788/callback';
const APP = { clientId: 'svc_cid_demo', clientSecret: 'svc_cs_demo', redirectUri: CALLBACK };
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const exchange = (fields: Record<string, unknown>) =>
  sb.post('/developers/v1/oauth/token', fields, { anonymous: true });
const grant = (code: string, extra: Record<string, unknown> = {}) =>
  exchange({
    grant_type: 'authorization_code',
    client_id: APP.clientId,
    client_secret: APP.clientSecret,
    code,
    ...extra,
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
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: APP.clientId,
        client_secret: APP.clientSecret,
        code,
      }),
    });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['grant_type is required', {}, 400, 'invalid_request', /^grant_type is required$/],
    [
      'grant_type must be authorization_code',
      { grant_type: 'client_credentials' },
      400,
      'unsupported_grant_type',
      /^grant_type must be authorization_code/,
    ],
    ['client_id is required', { grant_type: 'authorization_code' }, 400, 'invalid_request', /^client_id is required$/],
    [
      'client_secret is required',
      { grant_type: 'authorization_code', client_id: APP.clientId },
      400,
      'invalid_request',
      /^client_secret is required$/,
    ],
    [
      'a wrong client_secret is invalid_client',
      { grant_type: 'authorization_code', client_id: APP.clientId, client_secret: 'svc_cs_wrong', code: 'x' },
      401,
      'invalid_client',
      /wrong client_secret/,
    ],
    [
      'an unknown client_id is invalid_client',
      { grant_type: 'authorization_code', client_id: 'svc_cid_x', client_secret: APP.clientSecret, code: 'x' },
      401,
      'invalid_client',
      /Unknown client_id/,
    ],
    [
      'code is required',
      { grant_type: 'authorization_code', client_id: APP.clientId, client_secret: APP.clientSecret },
      400,
      'invalid_request',
      /^code is required$/,
    ],
    [
      'an unknown code is invalid_grant',
      {
        grant_type: 'authorization_code',
        client_id: APP.clientId,
        client_secret: APP.clientSecret,
        code: 'svc_code_nope',
      },
      400,
      'invalid_grant',
      /unknown/,
    ],
    [
      'fields must be strings',
      { grant_type: 'authorization_code', client_id: 7 },
      400,
      'invalid_request',
      /^client_id must be a string$/,
    ],
  ])('%s', async (_name, fields, status, error, message) => {
    const answer = await exchange(fields);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ code: status, error, message: expect.stringMatching(message) });
  });

  it('a body that is not JSON is invalid_request', async () => {
    const answer = await sb.call('POST', '/developers/v1/oauth/token', {
      anonymous: true,
      headers: { 'content-type': 'application/json' },
      body: 'grant_type=x',
    });
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
    const answer = await exchange({
      grant_type: 'authorization_code',
      client_id: other.client_id,
      client_secret: other.client_secret,
      code,
    });
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

  describe('PKCE (S256), accepted though the interface does not know it; required once a code has a challenge', () => {
    const verifier = 'a-verifier-of-the-recommended-length-0123456789abcdefghijklmn';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const pkceCode = () =>
      authorize(sb, APP.clientId, CALLBACK, 'approve', `&code_challenge=${challenge}&code_challenge_method=S256`);

    it.each([
      ['the right code_verifier is accepted', { code_verifier: verifier }, 200],
      ['a wrong code_verifier is invalid_grant', { code_verifier: 'wrong' }, 400],
      // RFC 7636 §4.6: a code issued with a challenge must not be redeemed without its verifier.
      ['no code_verifier for a code issued with a challenge is invalid_grant', {}, 400],
      ['an empty code_verifier is invalid_grant', { code_verifier: '' }, 400],
    ])('%s', async (_name, extra, status) => {
      expect((await grant(await pkceCode(), extra)).status).toBe(status);
    });

    it('a code issued without a challenge needs no verifier (clients following the interface send none)', async () => {
      expect((await grant(await authorize(sb, APP.clientId, CALLBACK, 'approve'))).status).toBe(200);
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
    for (const { token } of [first, second])
      expect((await sb.get('/developers/v1/accounts', { token })).status).toBe(403);
    const page = await sb.get(
      `/oauth/authorize?${query({ client_id: APP.clientId, redirect_uri: CALLBACK, response_type: 'code' })}`,
      { anonymous: true },
    );
    expect(page.status).toBe(400);
  });

  it.each([
    ['revoking an unknown token', 'tokens/revoke', { token: 'svc_tok_nope' }],
    ['deleting an unknown app', 'apps/delete', { client_id: 'svc_cid_nope' }],
  ])('404 for %s', async (_name, path, body) => {
    expect((await sb.control(path, body)).status).toBe(404);
  });
});
