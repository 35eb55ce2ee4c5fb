/**
 * Every error status the interface lists for each operation, produced by the sandbox for real, each mapped
 * to ApiHttpError with the retry table's advice, sent exactly once, and given a sentence.
 */
import { describe, expect, it } from 'vitest';
import type { Api } from '../../lib/api/client';
import type { Credential } from '../../lib/api/credential';
import { sentenceFor } from '../../lib/errors/sentence';
import { isApiHttpError } from '../../lib/errors/service';
import type { Operation } from '../../lib/service/operations';
import { APP, bearerFor, DEMO_KEY, useSandbox, type Harness } from './sandbox-harness';

const sb = useSandbox();

const NONE = null;
const REVOKED: Credential = { kind: 'api-key', key: 'smm_revoked' };
const UNKNOWN: Credential = { kind: 'api-key', key: 'smm_nobody' };
const when = { date: '2031-03-04', time: '09:15', timezone: 'UTC' };
const twitter = { id: 1, type: 'twitter' };

async function rival(sb: Harness) {
  const state = await sb.state('rival');
  return { postId: state.posts[0]!.id, imageId: state.media.find((m) => m.type === 'image')!.media_id };
}
async function publishedPost(sb: Harness) {
  const { api } = await sb.client(DEMO_KEY);
  const { id } = await api.createPost({ content: 'out now', when: { instant: true }, accounts: [twitter] });
  await sb.advance(60_000);
  return id;
}
async function scheduledWith(sb: Harness, media: string) {
  const { api } = await sb.client(DEMO_KEY);
  return (await api.createPost({ content: 'later', when, accounts: [twitter], attachments: [media] })).id;
}
async function revokedToken(sb: Harness): Promise<Credential> {
  const bearer = await bearerFor(sb);
  await sb.control('/tokens/revoke', { token: bearer.kind === 'bearer' ? bearer.token : '' });
  return bearer;
}
async function usedCode(sb: Harness) {
  const code = (await sb.authorize()).searchParams.get('code')!;
  const { api } = await sb.client(null);
  await api.exchangeToken({ ...APP, code });
  return code;
}

type Case = [
  string,
  Operation,
  number,
  (api: Api, sb: Harness) => Promise<unknown>,
  (Credential | null | ((sb: Harness) => Promise<Credential>))?,
  RegExp?,
];

const cases: Case[] = [
  ['no credential', 'listAccounts', 401, (api) => api.listAccounts(), NONE],
  ['revoked key', 'listAccounts', 403, (api) => api.listAccounts(), REVOKED],
  ['revoked token', 'listAccounts', 403, (api) => api.listAccounts(), revokedToken],
  ['unknown key', 'listAccounts', 403, (api) => api.listAccounts(), UNKNOWN],

  [
    'invalid timezone',
    'createPost',
    400,
    (api) => api.createPost({ content: 'x', when: { ...when, timezone: 'Mars/Olympus' }, accounts: [twitter] }),
    DEMO_KEY,
    /timezone/i,
  ],
  [
    'missing date',
    'createPost',
    400,
    (api) => api.createPost({ content: 'x', when: { ...when, date: '' }, accounts: [twitter] }),
    DEMO_KEY,
    /date/i,
  ],
  [
    'impossible date',
    'createPost',
    400,
    (api) => api.createPost({ content: 'x', when: { ...when, date: '2031-02-30' }, accounts: [twitter] }),
    DEMO_KEY,
    /date/i,
  ],
  [
    'no accounts',
    'createPost',
    400,
    (api) => api.createPost({ content: 'x', when, accounts: [] }),
    DEMO_KEY,
    /accounts/i,
  ],
  ['no credential', 'createPost', 401, (api) => api.createPost({ content: 'x', when, accounts: [twitter] }), NONE],
  ['invalid key', 'createPost', 403, (api) => api.createPost({ content: 'x', when, accounts: [twitter] }), UNKNOWN],
  [
    'unknown attachment',
    'createPost',
    403,
    (api) => api.createPost({ content: 'x', when, accounts: [twitter], attachments: ['image-999'] }),
    DEMO_KEY,
  ],
  [
    'another user’s attachment',
    'createPost',
    403,
    async (api, sb) =>
      api.createPost({ content: 'x', when, accounts: [twitter], attachments: [(await rival(sb)).imageId] }),
    DEMO_KEY,
  ],

  ['invalid type', 'listMedia', 400, (api) => api.listMedia({ type: 'gif' as 'image' }), DEMO_KEY, /type/],
  ['per_page over 100', 'listMedia', 400, (api) => api.listMedia({ perPage: 101 }), DEMO_KEY, /per_page/],
  ['page 0', 'listMedia', 400, (api) => api.listMedia({ page: 0 }), DEMO_KEY, /page/],
  ['no credential', 'listMedia', 401, (api) => api.listMedia(), NONE],
  ['revoked key', 'listMedia', 403, (api) => api.listMedia(), REVOKED],

  ['no credential', 'listPosts', 401, (api) => api.listPosts(), NONE],
  ['revoked token', 'listPosts', 403, (api) => api.listPosts(), revokedToken],

  ['unknown post', 'deletePost', 404, (api) => api.deletePost(999_999), DEMO_KEY],
  ['another user’s post', 'deletePost', 404, async (api, sb) => api.deletePost((await rival(sb)).postId), DEMO_KEY],
  [
    'published post',
    'deletePost',
    409,
    async (api, sb) => api.deletePost(await publishedPost(sb)),
    DEMO_KEY,
    /published/,
  ],
  ['no credential', 'deletePost', 401, (api) => api.deletePost(1), NONE],
  ['revoked key', 'deletePost', 403, (api) => api.deletePost(1), REVOKED],

  ['another user’s post', 'analytics', 404, async (api, sb) => api.analytics((await rival(sb)).postId), DEMO_KEY],
  [
    'not yet published (sandbox’s choice)',
    'analytics',
    409,
    async (api, sb) => api.analytics(await scheduledWith(sb, 'image-1')),
    DEMO_KEY,
  ],
  ['no credential', 'analytics', 401, (api) => api.analytics(1), NONE],

  ['unknown media', 'deleteMedia', 404, (api) => api.deleteMedia('image-999'), DEMO_KEY],
  ['another user’s media', 'deleteMedia', 404, async (api, sb) => api.deleteMedia((await rival(sb)).imageId), DEMO_KEY],
  [
    'attached to a scheduled post',
    'deleteMedia',
    409,
    async (api, sb) => api.deleteMedia((await scheduledWith(sb, 'image-2'), 'image-2')),
    DEMO_KEY,
    /scheduled post/,
  ],
  ['no credential', 'deleteMedia', 401, (api) => api.deleteMedia('image-1'), NONE],
  ['revoked key', 'deleteMedia', 403, (api) => api.deleteMedia('image-1'), REVOKED],

  ['unknown code', 'exchangeToken', 400, (api) => api.exchangeToken({ ...APP, code: 'svc_code_nope' }), NONE, /code/],
  [
    'reused code',
    'exchangeToken',
    400,
    async (api, sb) => api.exchangeToken({ ...APP, code: await usedCode(sb) }),
    NONE,
    /already used/,
  ],
  [
    'wrong client secret',
    'exchangeToken',
    401,
    async (api, sb) =>
      api.exchangeToken({
        ...APP,
        clientSecret: 'svc_cs_wrong',
        code: (await sb.authorize()).searchParams.get('code')!,
      }),
    NONE,
  ],
];

describe('error statuses from the sandbox', () => {
  it.each(cases)('%s → %s %i', async (_, operation, status, call, credential, message) => {
    const cred = typeof credential === 'function' ? await credential(sb) : (credential ?? null);
    const { api, budget, sleeps } = await sb.client(cred);
    const err = await call(api, sb).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isApiHttpError(err), String(err)).toBe(true);
    expect(err).toMatchObject({ operation, status, code: status });
    if (message) expect((err as { serviceMessage: string }).serviceMessage).toMatch(message);
    const advice = { 400: 'never', 401: 'never', 403: 'new-credential', 404: 'never', 409: 'after-state-change' }[
      status
    ];
    expect(err).toMatchObject({ retry: advice });
    expect(sleeps).toEqual([]); // never retried
    const bucket =
      operation === 'exchangeToken'
        ? null
        : ['createPost', 'deletePost', 'deleteMedia'].includes(operation)
          ? 'write'
          : 'read';
    if (bucket) expect(budget.used(bucket)).toBe(1); // one request, counted
    const sentence = sentenceFor(err, { operation });
    expect(sentence).not.toMatch(/Something unexpected|answered with error/);
    if (status === 400) expect(sentence).toContain((err as { serviceMessage: string }).serviceMessage);
  });
});
