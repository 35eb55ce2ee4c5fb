import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE, postById, useSandbox, validPost } from './helpers.ts';

const sb = useSandbox();

const twitter = { id: 1, type: 'twitter' };
const linkedin = { id: 2, type: 'linkedin' };
const instant = (extra: Record<string, unknown>) => ({
  content: 'x',
  accounts: [twitter],
  post_instant: true,
  ...extra,
});

/** [rule, body, final status, error]. Rule 3: twitter's 280 is enforced at publish time, by weighted length. */
const OUTCOMES: [string, Record<string, unknown>, 'published' | 'failed', string | undefined][] = [
  ['post_instant publishes at once', instant({}), 'published', undefined],
  ["280 characters is within twitter's limit", instant({ content: 'a'.repeat(280) }), 'published', undefined],
  [
    'over 280 for twitter fails at publish time',
    instant({ content: 'a'.repeat(312) }),
    'failed',
    'Twitter: the text is 312 characters; the limit is 280',
  ],
  [
    'CJK characters weigh 2 (150 of them are 300)',
    instant({ content: '日'.repeat(150) }),
    'failed',
    'Twitter: the text is 300 characters; the limit is 280',
  ],
  [
    'a URL weighs 23 however long it is',
    instant({ content: `${'b'.repeat(250)} https://example.com/${'p'.repeat(200)}` }),
    'published',
    undefined,
  ],
  [
    'a reply over 280 fails the post, naming the reply',
    instant({ replies: ['fine', 'r'.repeat(300)] }),
    'failed',
    'Twitter: reply 2 is 300 characters; the limit is 280',
  ],
  ['replies within 280 publish', instant({ replies: ['one', 'two'] }), 'published', undefined],
  [
    'no limit is enforced for other platforms',
    instant({ accounts: [linkedin], content: 'l'.repeat(3000) }),
    'published',
    undefined,
  ],
  [
    'long replies are ignored without a twitter account',
    instant({ accounts: [linkedin], replies: ['r'.repeat(400)] }),
    'published',
    undefined,
  ],
  [
    'twitter among other accounts still fails the whole post',
    instant({ accounts: [twitter, linkedin], content: 'a'.repeat(281) }),
    'failed',
    'Twitter: the text is 281 characters; the limit is 280',
  ],
];

describe('publishing by the simulated clock', () => {
  it.each(OUTCOMES)('%s', async (_rule, body, status, error) => {
    const answer = await sb.createPost(body);
    expect(answer.status).toBe(202); // never refused at request time
    const post = await postById(sb, answer.body.post_id);
    expect(post?.status).toBe(status);
    expect(post?.error).toBe(error);
    if (status === 'published') expect(post?.published_at).toEqual(expect.any(String));
    else expect(post).not.toHaveProperty('published_at');
  });

  it('a scheduled post stays scheduled until its time, then publishes', async () => {
    const due = new Date(Date.now() + 2 * HOUR);
    const date = due.toISOString().slice(0, 10);
    const time = due.toISOString().slice(11, 16);
    const answer = await sb.createPost(validPost({ date, time }));
    await sb.advance(2 * HOUR - 2 * MINUTE);
    expect((await postById(sb, answer.body.post_id))?.status).toBe('scheduled');
    await sb.advance(2 * MINUTE);
    expect((await postById(sb, answer.body.post_id))?.status).toBe('published');
  });

  it('a post whose account was disconnected before its time fails with a reason', async () => {
    const answer = await sb.createPost(validPost({ accounts: [linkedin] }));
    await sb.control('accounts/disconnect', { user: 'demo', id: 2 });
    await sb.advance(20 * 365 * 24 * HOUR);
    expect(await postById(sb, answer.body.post_id)).toMatchObject({
      status: 'failed',
      error: 'LinkedIn: account 2 (@dana-whitfield) is no longer connected',
    });
  });
});

describe('video processing by the simulated clock', () => {
  it('an uploaded video is pending until SANDBOX_VIDEO_PROCESSING_MS pass, then processed', async () => {
    await sb.setLimits({ video_processing_ms: 10 * MINUTE });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(64)], { type: 'video/mp4' }), 'clip.mp4');
    const uploaded = await sb.call('POST', '/developers/v1/media/upload', { body: form });
    expect(uploaded.body).toMatchObject({ type: 'video', status: 'pending' });
    const status = async () =>
      (await sb.get('/developers/v1/media/list?type=video')).body.find(
        (m: { media_id: string }) => m.media_id === uploaded.body.media_id,
      ).status;
    await sb.advance(10 * MINUTE - 1000);
    expect(await status()).toBe('pending');
    expect((await sb.createPost(validPost({ attachments: [uploaded.body.media_id] }))).status).toBe(400);
    await sb.advance(1000);
    expect(await status()).toBe('processed');
    expect((await sb.createPost(validPost({ attachments: [uploaded.body.media_id] }))).status).toBe(202);
  });

  it('the seeded pending video finishes only after 24 hours of simulated time', async () => {
    const status = async () =>
      (await sb.get('/developers/v1/media/list?type=video')).body.find(
        (m: { media_id: string }) => m.media_id === 'video-4',
      ).status;
    expect(await status()).toBe('pending');
    await sb.advance(24 * HOUR - MINUTE);
    expect(await status()).toBe('pending');
    await sb.advance(MINUTE);
    expect(await status()).toBe('processed');
  });
});
