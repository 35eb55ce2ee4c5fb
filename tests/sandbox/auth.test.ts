import { describe, expect, it } from 'vitest';
import { obtainToken, useSandbox } from './helpers.ts';

const sb = useSandbox();

/** Every endpoint of the API that takes a credential, with a request that is otherwise valid. */
const ENDPOINTS: [string, string, unknown?][] = [
  ['GET', '/developers/v1/accounts'],
  ['GET', '/developers/v1/posts'],
  ['GET', '/developers/v1/analytics/1'],
  ['GET', '/developers/v1/media/list'],
  ['POST', '/developers/v1/post', { content: 'x', accounts: [{ id: 1, type: 'twitter' }], post_instant: true }],
  ['DELETE', '/developers/v1/posts/1'],
  ['POST', '/developers/v1/media/upload'],
  ['DELETE', '/developers/v1/media/delete?media_id=image-1'],
];

describe('authentication', () => {
  it.each(ENDPOINTS)(
    'rule 1: %s %s without a credential answers 401 with the no-key message',
    async (method, path, json) => {
      const answer = await sb.call(method, path, { anonymous: true, ...(json ? { json } : {}) });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 401, message: expect.stringMatching(/^No API key or token provided/) });
    },
  );

  it.each(ENDPOINTS)('rule 2: %s %s with an invalid key answers 403', async (method, path, json) => {
    const answer = await sb.call(method, path, { key: 'smm_nobody', ...(json ? { json } : {}) });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(403);
  });

  it.each([
    ['an unknown API key', { 'x-api-key': 'smm_unknown' }],
    ['a revoked API key', { 'x-api-key': 'smm_revoked' }],
    ['an empty X-API-KEY header', { 'x-api-key': '' }],
    ['an Authorization header that is not Bearer', { authorization: 'Basic c21tX2RlbW86' }],
    ['a Bearer header without a token', { authorization: 'Bearer' }],
    ['an unknown bearer token', { authorization: 'Bearer svc_tok_unknown' }],
    ['an API key sent as a bearer token', { authorization: 'Bearer smm_demo' }],
  ])('rule 2: %s answers 403 with the error body', async (_name, headers) => {
    const answer = await sb.get('/developers/v1/accounts', { anonymous: true, headers });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 403, message: expect.any(String) });
  });

  it('exactly one credential: both headers at once answer 400 naming them', async () => {
    const answer = await sb.get('/developers/v1/accounts', { headers: { authorization: 'Bearer svc_tok_x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/X-API-KEY/);
    expect(answer.body.message).toMatch(/Authorization/);
  });

  it.each([
    ['a personal API key in X-API-KEY', async () => ({ key: 'smm_demo' })],
    ['an OAuth access token in Authorization: Bearer', async () => ({ token: (await obtainToken(sb)).token })],
  ])('accepts %s and acts as its user', async (_name, credential) => {
    const answer = await sb.get('/developers/v1/accounts', await credential());
    expect(answer.status).toBe(200);
    expect(answer.body.accounts.map((a: { username: string }) => a.username)).toContain('danawhitfield');
  });

  it('rule 6: a token acts on behalf of the authorizing user on every endpoint', async () => {
    const { token } = await obtainToken(sb);
    const created = await sb.createPost(
      { content: 'via token', accounts: [{ id: 2, type: 'linkedin' }], post_instant: true },
      { token },
    );
    expect(created.status).toBe(202);
    const listed = await sb.posts('', { key: 'smm_demo' });
    expect(listed.map((p) => p.id)).toEqual([created.body.post_id]);
  });

  it('the bearer scheme name is case-insensitive', async () => {
    const { token } = await obtainToken(sb);
    const answer = await sb.get('/developers/v1/accounts', {
      anonymous: true,
      headers: { authorization: `bearer ${token}` },
    });
    expect(answer.status).toBe(200);
  });
});
