/**
 * Tolerant parsing (docs/design.md §4), table-driven through the whole client: each answer variant gives a
 * parsed value or a typed error — never a crash, never an untyped exception.
 */
import { describe, expect, it } from 'vitest';
import { createApi, type Api } from '@/lib/api/client';
import { isApiError } from '@/lib/errors/service';
import { fakeTime, json, testBudget, text } from '../fakes/api';

type Call = (api: Api) => Promise<unknown>;
const accounts: Call = (api) => api.listAccounts();
const create: Call = (api) =>
  api.createPost({
    content: 'x',
    when: { instant: true },
    accounts: [{ id: 1, type: 'twitter' }],
    attachments: ['image-1'],
  });
const posts: Call = (api) => api.listPosts();
const media: Call = (api) => api.listMedia();
const analytics: Call = (api) => api.analytics(7);
const token: Call = (api) => api.exchangeToken({ clientId: 'svc_cid_a', clientSecret: 'svc_cs_b', code: 'c' });
const delPost: Call = (api) => api.deletePost(7);

type Expect = { value: unknown } | { error: string; fields?: Record<string, unknown> };
const acc = { id: 1, type: 'twitter', name: 'Me', username: 'me' };
const post = { post_id: 5, content: 'hi', scheduled_date: '2030-01-07 10:00:00', timezone: 'UTC', status: 'scheduled' };
const img = {
  media_id: 'image-1',
  url: 'http://x/1.png',
  type: 'image',
  mime_type: 'image/png',
  created_at: '2030-01-01T00:00:00Z',
};
const vid = {
  media_id: 'video-2',
  url: 'http://x/2.mp4',
  type: 'video',
  mime_type: 'video/mp4',
  title: 'v',
  status: 'pending',
  created_at: '2030-01-01T00:00:00Z',
};
const schema = (issue: string) => ({
  error: 'ApiSchemaError',
  fields: { issues: expect.arrayContaining([expect.objectContaining({ message: expect.stringContaining(issue) })]) },
});

const cases: [string, Call, () => Response, Expect][] = [
  // accounts
  [
    'accounts with picture',
    accounts,
    () => json(200, { accounts: [{ ...acc, picture: 'p.png' }] }),
    { value: [{ ...acc, picture: 'p.png', avatar: 'p.png' }] },
  ],
  [
    'accounts with image and a code field',
    accounts,
    () => json(200, { code: 200, accounts: [{ ...acc, image: 'i.png' }] }),
    { value: [{ ...acc, image: 'i.png', avatar: 'i.png' }] },
  ],
  [
    'account id as a numeric string',
    accounts,
    () => json(200, { accounts: [{ ...acc, id: '17' }] }),
    { value: [expect.objectContaining({ id: 17 })] },
  ],
  ['accounts as a bare array', accounts, () => json(200, [acc]), { value: [expect.objectContaining({ id: 1 })] }],
  [
    'accounts wrapped in data',
    accounts,
    () => json(200, { data: [acc] }),
    { value: [expect.objectContaining({ id: 1 })] },
  ],
  [
    'unknown platform kept',
    accounts,
    () => json(200, { accounts: [{ id: 2, type: 'mastodon' }] }),
    { value: [expect.objectContaining({ type: 'mastodon' })] },
  ],
  [
    'account without name, username or picture',
    accounts,
    () => json(200, { accounts: [{ id: 3, type: 'threads' }] }),
    { value: [{ id: 3, type: 'threads', avatar: undefined }] },
  ],
  [
    'null picture',
    accounts,
    () => json(200, { accounts: [{ ...acc, picture: null }] }),
    { value: [expect.objectContaining({ avatar: undefined })] },
  ],
  [
    'unknown account fields kept',
    accounts,
    () => json(200, { accounts: [{ ...acc, followers: 10 }] }),
    { value: [expect.objectContaining({ followers: 10 })] },
  ],
  ['empty account list', accounts, () => json(200, { accounts: [] }), { value: [] }],
  [
    'account without id',
    accounts,
    () => json(200, { accounts: [{ type: 'twitter' }] }),
    { error: 'ApiSchemaError', fields: { issues: [expect.objectContaining({ path: 'accounts.0.id' })] } },
  ],
  ['accounts not a list', accounts, () => json(200, { accounts: 'nope' }), { error: 'ApiSchemaError' }],
  ['empty 200 body', accounts, () => text(200, '', 'application/json'), schema('empty body')],
  ['truncated JSON', accounts, () => text(200, '{"accounts":[{"id":1,', 'application/json'), schema('not JSON')],
  [
    'HTML on 200 (captive portal)',
    accounts,
    () => text(200, '<!doctype html><title>Log in to Wi-Fi</title>'),
    { error: 'ApiSchemaError', fields: { status: 200, body: expect.stringContaining('Wi-Fi') } },
  ],
  // create post
  [
    'created post',
    create,
    () => json(202, { ...post, accounts: 1, media: 1, replies: 0 }),
    { value: expect.objectContaining({ id: 5, post_id: 5, status: 'scheduled', accounts: 1 }) },
  ],
  [
    'created with id as a string, 201',
    create,
    () => json(201, { id: '8' }),
    { value: expect.objectContaining({ id: 8 }) },
  ],
  [
    'created with counts of unexpected types',
    create,
    () => json(202, { post_id: 9, accounts: [1], media: 'many' }),
    { value: expect.objectContaining({ id: 9, accounts: undefined, media: undefined }) },
  ],
  [
    'created with an unknown status',
    create,
    () => json(202, { post_id: 9, status: 'queued' }),
    { value: expect.objectContaining({ status: 'queued' }) },
  ],
  [
    'created without an id',
    create,
    () => json(202, { status: 'scheduled' }),
    { error: 'ApiSchemaError', fields: { status: 202 } },
  ],
  // posts
  [
    'posts wrapped with paging',
    posts,
    () => json(200, { posts: [post], page: 1, per_page: 20, total: 1 }),
    { value: { posts: [expect.objectContaining({ id: 5 })], page: 1, perPage: 20, total: 1 } },
  ],
  [
    'posts as a bare array',
    posts,
    () => json(200, [post]),
    { value: { posts: [expect.objectContaining({ id: 5 })], page: undefined, perPage: undefined, total: undefined } },
  ],
  [
    'posts under data',
    posts,
    () => json(200, { data: [{ id: 6 }] }),
    { value: expect.objectContaining({ posts: [{ id: 6 }] }) },
  ],
  [
    'posts under items, paging as strings',
    posts,
    () => json(200, { items: [{ id: '6' }], page: '2', total: '40' }),
    { value: expect.objectContaining({ posts: [{ id: 6 }], page: 2, total: 40 }) },
  ],
  [
    'unknown post status kept',
    posts,
    () => json(200, [{ id: 1, status: 'needs_review' }]),
    { value: expect.objectContaining({ posts: [{ id: 1, status: 'needs_review' }] }) },
  ],
  [
    'post with ISO date and extra fields',
    posts,
    () => json(200, [{ id: 1, published_at: '2030-01-01T10:00:00Z', accounts: [{ id: 1 }] }]),
    {
      value: expect.objectContaining({
        posts: [expect.objectContaining({ published_at: '2030-01-01T10:00:00Z', accounts: [{ id: 1 }] })],
      }),
    },
  ],
  [
    'post without any id',
    posts,
    () => json(200, [{ content: 'x' }]),
    { error: 'ApiSchemaError', fields: { issues: [expect.objectContaining({ path: 'posts.0.post_id' })] } },
  ],
  ['posts null', posts, () => json(200, { posts: null }), { error: 'ApiSchemaError' }],
  // media
  [
    'media as a bare array (the interface)',
    media,
    () => json(200, [img, vid]),
    { value: [expect.objectContaining(img), expect.objectContaining({ status: 'pending', title: 'v' })] },
  ],
  [
    'media wrapped',
    media,
    () => json(200, { media: [img], page: 1 }),
    { value: [expect.objectContaining({ media_id: 'image-1' })] },
  ],
  [
    'media item without type: from its id',
    media,
    () => json(200, [{ media_id: 'video-3' }]),
    { value: [{ media_id: 'video-3', type: 'video' }] },
  ],
  ['media item without media_id', media, () => json(200, [{ url: 'x' }]), { error: 'ApiSchemaError' }],
  // analytics
  [
    'analytics of numbers, strings and nesting',
    analytics,
    () => json(200, { likes: 3, reach: '12', by: { twitter: 1 } }),
    { value: { likes: 3, reach: '12', by: { twitter: 1 } } },
  ],
  ['analytics as an array', analytics, () => json(200, [1, 2]), { error: 'ApiSchemaError' }],
  ['analytics null', analytics, () => json(200, null), { error: 'ApiSchemaError' }],
  // token
  [
    'token',
    token,
    () => json(200, { access_token: 'svc_tok_1', token_type: 'bearer' }),
    { value: { accessToken: 'svc_tok_1', tokenType: 'bearer' } },
  ],
  [
    'token without token_type',
    token,
    () => json(200, { access_token: 'svc_tok_1' }),
    { value: { accessToken: 'svc_tok_1', tokenType: 'bearer' } },
  ],
  ['token answer without access_token', token, () => json(200, { token: 'x' }), { error: 'ApiSchemaError' }],
  [
    'token error with error and error_description',
    token,
    () => json(400, { error: 'invalid_grant', error_description: 'code already used' }),
    { error: 'ApiHttpError', fields: { status: 400, serviceMessage: 'invalid_grant: code already used' } },
  ],
  // deletes: the answer's shape is not shown and not used
  ['delete answered with empty 200', delPost, () => text(200, ''), { value: undefined }],
  ['delete answered with HTML 200', delPost, () => text(200, '<p>ok</p>'), { value: undefined }],
  ['delete answered 204', delPost, () => new Response(null, { status: 204 }), { value: undefined }],
  // error bodies
  [
    '400 with message naming the field',
    create,
    () => json(400, { code: 400, message: 'timezone is invalid' }),
    {
      error: 'ApiHttpError',
      fields: { status: 400, code: 400, serviceMessage: 'timezone is invalid', retry: 'never' },
    },
  ],
  [
    '400 with error instead of message',
    create,
    () => json(400, { error: 'date is required' }),
    { error: 'ApiHttpError', fields: { serviceMessage: 'date is required', code: undefined } },
  ],
  [
    '404 as an HTML page',
    analytics,
    () => new Response('<html>Not here</html>', { status: 404, statusText: 'Not Found' }),
    { error: 'ApiHttpError', fields: { status: 404, serviceMessage: 'Not Found', body: '<html>Not here</html>' } },
  ],
  [
    '403 with an empty body and no status text',
    accounts,
    () => new Response('', { status: 403 }),
    { error: 'ApiHttpError', fields: { serviceMessage: 'HTTP 403', retry: 'new-credential' } },
  ],
  [
    '409 with truncated JSON',
    delPost,
    () => text(409, '{"code":409,"mess', 'application/json'),
    { error: 'ApiHttpError', fields: { status: 409, retry: 'after-state-change', serviceMessage: 'HTTP 409' } },
  ],
  [
    '401 with code as a string',
    accounts,
    () => json(401, { code: '401', message: 'No API key provided' }),
    { error: 'ApiHttpError', fields: { code: 401, serviceMessage: 'No API key provided' } },
  ],
  [
    'message of the wrong type',
    accounts,
    () => json(403, { code: 403, message: { text: 'x' } }),
    { error: 'ApiHttpError', fields: { serviceMessage: 'HTTP 403' } },
  ],
  [
    'huge error page is truncated',
    create,
    () => text(413, 'x'.repeat(10_000)),
    { error: 'ApiHttpError', fields: { body: expect.stringMatching(/^x{2000}… \[8000 more characters\]$/) } },
  ],
  [
    '500 HTML page every time',
    accounts,
    () => text(500, '<h1>Internal Server Error</h1>'),
    { error: 'ApiHttpError', fields: { status: 500, retry: 'backoff' } },
  ],
];

describe('tolerant parsing: %s', () => {
  it.each(cases)('%s', async (_, call, answer, expected) => {
    const time = fakeTime();
    const api = createApi({
      baseUrl: 'http://service.test',
      credential: { kind: 'api-key', key: 'smm_test' },
      fetch: (async () => answer()) as typeof fetch,
      clock: time.clock,
      budget: await testBudget(time.clock),
      sleep: time.sleep,
      random: () => 0,
      isOnline: () => true,
    });
    const outcome = await call(api).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    if ('value' in expected) {
      expect(outcome).toEqual({ value: expected.value });
    } else {
      expect('error' in outcome && isApiError(outcome.error), `a typed error, got ${JSON.stringify(outcome)}`).toBe(
        true,
      );
      expect(outcome).toMatchObject({ error: { name: expected.error, ...expected.fields } });
    }
  });

  it('has at least 30 variants', () => expect(cases.length).toBeGreaterThanOrEqual(30));
});
