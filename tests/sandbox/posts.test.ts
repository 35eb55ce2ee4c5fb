import { describe, expect, it } from 'vitest';
import { HOUR, RIVAL_KEY, useSandbox, validPost } from './helpers.ts';

const sb = useSandbox();

const RIVAL_POST = 1; // the seed's only post, rival's
const instant = (content = 'now') => ({ content, accounts: [{ id: 2, type: 'linkedin' }], post_instant: true });

describe('List Posts', () => {
  it('answers {posts, page, per_page, total} with full records, newest created first', async () => {
    const first = await sb.createPost(validPost({ content: 'first', title: 'A title', attachments: ['image-1'] }));
    await sb.advance(1000);
    const second = await sb.createPost(instant('second'));
    const answer = await sb.get('/developers/v1/posts');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ page: 1, per_page: 20, total: 2 });
    expect(answer.body.posts.map((p: { id: number }) => p.id)).toEqual([second.body.post_id, first.body.post_id]);
    expect(answer.body.posts[1]).toEqual({
      id: first.body.post_id,
      content: 'first',
      status: 'scheduled',
      scheduled_date: '2035-01-15 09:30:00',
      timezone: 'UTC',
      accounts: [{ id: 1, type: 'twitter' }],
      attachments: ['image-1'],
      replies: [],
      title: 'A title',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(answer.body.posts[0]).toMatchObject({ status: 'published', published_at: expect.any(String) });
  });

  it('a failed post carries its error and no published_at', async () => {
    await sb.createPost({ content: 'x'.repeat(300), accounts: [{ id: 1, type: 'twitter' }], post_instant: true });
    const [post] = await sb.posts();
    expect(post).toMatchObject({ status: 'failed', error: expect.stringMatching(/^Twitter: /) });
    expect(post).not.toHaveProperty('published_at');
  });

  it("lists only the caller's posts", async () => {
    await sb.createPost(instant());
    const rival = await sb.posts('', { key: RIVAL_KEY });
    expect(rival.map((p) => p.id)).toEqual([RIVAL_POST]);
  });

  it.each([
    ['status=scheduled', '?status=scheduled', ['scheduled']],
    ['status=published', '?status=published', ['published']],
    ['status=failed', '?status=failed', ['failed']],
  ])('filters by %s', async (_name, query, statuses) => {
    await sb.createPost(validPost());
    await sb.createPost(instant());
    await sb.createPost({ content: 'y'.repeat(290), accounts: [{ id: 1, type: 'twitter' }], post_instant: true });
    expect((await sb.posts(query)).map((p) => p.status)).toEqual(statuses);
  });

  it.each([
    ['per_page=2 gives the first two', '?per_page=2', 2, 5],
    ['page=3&per_page=2 gives the last one', '?page=3&per_page=2', 1, 5],
    ['a page past the end is empty', '?page=9', 0, 5],
    ['per_page=100 is the maximum', '?per_page=100', 5, 5],
  ])('pagination: %s', async (_name, query, count, total) => {
    for (let i = 0; i < 5; i++) await sb.createPost(validPost({ content: `post ${i}` }));
    const answer = await sb.get(`/developers/v1/posts${query}`);
    expect(answer.body.posts).toHaveLength(count);
    expect(answer.body.total).toBe(total);
  });

  it.each([
    ['status must be a known status', '?status=draft', /^status must be one of scheduled, published, failed/],
    ['page must be at least 1', '?page=0', /^page must be a whole number ≥ 1/],
    ['page must be a number', '?page=two', /^page must be a whole number/],
    ['per_page must be at least 1', '?per_page=0', /^per_page must be a whole number from 1 to 100/],
    ['per_page must be at most 100', '?per_page=101', /^per_page must be a whole number from 1 to 100/],
    ['per_page must be a whole number', '?per_page=2.5', /^per_page must be a whole number/],
  ])('400: %s', async (_name, query, message) => {
    const answer = await sb.get(`/developers/v1/posts${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: expect.stringMatching(message) });
  });
});

describe('Delete Post', () => {
  it.each([
    ['a scheduled post', () => sb.createPost(validPost())],
    [
      'a failed post',
      () => sb.createPost({ content: 'z'.repeat(300), accounts: [{ id: 1, type: 'twitter' }], post_instant: true }),
    ],
  ])('deletes %s: 200 with "Post <id> deleted", and it is gone', async (_name, create) => {
    const id = (await create()).body.post_id;
    const answer = await sb.del(`/developers/v1/posts/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: `Post ${id} deleted` });
    expect(await sb.posts()).toEqual([]);
  });

  it.each([
    ['an unknown id', '424242'],
    ["another user's post (404, not 403: existence is not leaked)", String(RIVAL_POST)],
    ['an id that is not a number', 'abc'],
  ])('404 for %s', async (_name, id) => {
    const answer = await sb.del(`/developers/v1/posts/${id}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: `Post ${id} not found` });
  });

  it("another user's post is left untouched by the 404", async () => {
    await sb.del(`/developers/v1/posts/${RIVAL_POST}`);
    expect(await sb.posts('', { key: RIVAL_KEY })).toHaveLength(1);
  });

  it('409 once published, stating the condition', async () => {
    const id = (await sb.createPost(instant())).body.post_id;
    const answer = await sb.del(`/developers/v1/posts/${id}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 409,
      message: `Post ${id} is already published; a published post cannot be deleted`,
    });
    expect(await sb.posts()).toHaveLength(1);
  });
});

describe('Analytics', () => {
  it('a published post has numbers that are stable at one moment and grow with time', async () => {
    const id = (await sb.createPost(instant())).body.post_id;
    await sb.advance(HOUR);
    const first = await sb.get(`/developers/v1/analytics/${id}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      post_id: id,
      impressions: expect.any(Number),
      likes: expect.any(Number),
      reposts: expect.any(Number),
      replies: expect.any(Number),
      clicks: expect.any(Number),
      engagement_rate: expect.stringMatching(/^\d+\.\d%$/),
      updated_at: expect.any(String),
    });
    expect(first.body.impressions).toBeGreaterThan(0);
    const again = await sb.get(`/developers/v1/analytics/${id}`);
    expect({ ...again.body, updated_at: 0 }).toEqual({ ...first.body, updated_at: 0 });
    await sb.advance(12 * HOUR);
    const later = await sb.get(`/developers/v1/analytics/${id}`);
    expect(later.body.impressions).toBeGreaterThan(first.body.impressions);
    expect(later.body.likes).toBeGreaterThanOrEqual(first.body.likes);
  });

  it.each([
    ['a scheduled post', () => sb.createPost(validPost()), 'scheduled'],
    [
      'a failed post',
      () => sb.createPost({ content: 'q'.repeat(300), accounts: [{ id: 1, type: 'twitter' }], post_instant: true }),
      'failed',
    ],
  ])('409 for %s: analytics come once published', async (_name, create, status) => {
    const id = (await create()).body.post_id;
    const answer = await sb.get(`/developers/v1/analytics/${id}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 409,
      message: `Post ${id} is ${status}. Analytics are available once the post is published`,
    });
  });

  it.each([
    ['an unknown post', '424242'],
    ["another user's post", String(RIVAL_POST)],
  ])('404 for %s', async (_name, id) => {
    const answer = await sb.get(`/developers/v1/analytics/${id}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: `Post ${id} not found` });
  });
});
