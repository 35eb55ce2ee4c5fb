import { describe, expect, it } from 'vitest';
import { RIVAL_KEY, useSandbox, validPost } from './helpers.ts';

const sb = useSandbox();

const list = async (query = '', options = {}) => (await sb.get(`/developers/v1/media/list${query}`, options)).body;

describe('Media list', () => {
  it("answers a bare array of items with exactly the interface's fields, newest first", async () => {
    const answer = await sb.get('/developers/v1/media/list');
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.body.map((m: { media_id: string }) => m.media_id)).toEqual([
      'video-4',
      'video-3',
      'image-2',
      'image-1',
    ]);
    const image = answer.body.find((m: { media_id: string }) => m.media_id === 'image-1');
    expect(image).toEqual({
      media_id: 'image-1',
      url: `${sb.url}/media/files/image-1.png`,
      type: 'image',
      mime_type: 'image/png',
      created_at: expect.stringMatching(/Z$/),
    });
    const video = answer.body.find((m: { media_id: string }) => m.media_id === 'video-4');
    expect(video).toEqual({
      media_id: 'video-4',
      url: `${sb.url}/media/files/video-4.mp4`,
      type: 'video',
      mime_type: 'video/mp4',
      title: expect.any(String),
      status: 'pending',
      created_at: expect.stringMatching(/Z$/),
    });
  });

  it('the url is a public file (no credential needed)', async () => {
    const [item] = await list('?type=image');
    const file = await fetch(item.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it.each([
    ['type=image lists images only', '?type=image', ['image-2', 'image-1']],
    ['type=video lists videos only', '?type=video', ['video-4', 'video-3']],
    ['per_page=1 gives one item', '?per_page=1', ['video-4']],
    ['page=2&per_page=3 gives the rest', '?page=2&per_page=3', ['image-1']],
    ['a page past the end is an empty array', '?page=5', []],
    ['per_page=100 is allowed', '?per_page=100', ['video-4', 'video-3', 'image-2', 'image-1']],
  ])('%s', async (_name, query, ids) => {
    expect((await list(query)).map((m: { media_id: string }) => m.media_id)).toEqual(ids);
  });

  it("lists only the caller's media", async () => {
    const rival = (await list('', { key: RIVAL_KEY })).map((m: { media_id: string }) => m.media_id);
    expect(rival).toEqual(['video-6', 'image-5']);
  });

  it.each([
    ['type must be image or video', '?type=gif', /^type must be one of image, video/],
    ['page must be at least 1', '?page=0', /^page must be/],
    ['page must be a number', '?page=x', /^page must be/],
    ['per_page must be at least 1', '?per_page=0', /^per_page must be a whole number from 1 to 100/],
    ['per_page must be at most 100', '?per_page=101', /^per_page must be a whole number from 1 to 100/],
    ['per_page must be a number', '?per_page=-5', /^per_page must be/],
  ])('400: %s', async (_name, query, message) => {
    const answer = await sb.get(`/developers/v1/media/list${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: expect.stringMatching(message) });
  });
});

describe('Media delete', () => {
  it.each([
    [
      'media_id in a JSON body',
      () => sb.call('DELETE', '/developers/v1/media/delete', { json: { media_id: 'image-2' } }),
    ],
    ['media_id in the query', () => sb.del('/developers/v1/media/delete?media_id=image-2')],
  ])('deletes with %s: 200, gone from the list, file removed', async (_name, remove) => {
    const url = (await list()).find((m: { media_id: string }) => m.media_id === 'image-2').url;
    const answer = await remove();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: 'Media image-2 deleted' });
    expect((await list()).map((m: { media_id: string }) => m.media_id)).not.toContain('image-2');
    expect((await fetch(url)).status).toBe(404);
  });

  it.each([
    ['an unknown media id', 'image-999'],
    ["another user's media", 'image-5'],
  ])('404 for %s', async (_name, id) => {
    const answer = await sb.call('DELETE', '/developers/v1/media/delete', { json: { media_id: id } });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: `Media ${id} not found` });
  });

  it('409 while attached to a scheduled post; allowed once that post is published', async () => {
    const post = await sb.createPost(validPost({ attachments: ['image-1'] }));
    const refused = await sb.del('/developers/v1/media/delete?media_id=image-1');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 409,
      message: `Media image-1 is attached to scheduled post ${post.body.post_id}; delete that post or wait until it is published`,
    });
    await sb.advance(20 * 365 * 24 * 3_600_000);
    expect((await sb.del('/developers/v1/media/delete?media_id=image-1')).status).toBe(200);
  });

  it.each([
    ['media_id is required', {}, undefined, /^media_id is required/],
    ['media_id must be a string', {}, { media_id: 3 }, /^media_id must be a string/],
    ['body and query must agree', { q: 'image-1' }, { media_id: 'image-2' }, /^media_id is given in both/],
  ])('400: %s', async (_name, where, json, message) => {
    const query = 'q' in where ? `?media_id=${where.q}` : '';
    const answer = await sb.call('DELETE', `/developers/v1/media/delete${query}`, json === undefined ? {} : { json });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });
});
