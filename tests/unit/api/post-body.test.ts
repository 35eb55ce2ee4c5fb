import { describe, expect, it } from 'vitest';
import { buildPostBody, type PostBody } from '@/lib/api/post-body';
import type { NewPost } from '@/lib/service/post';

const tw = { id: 1, type: 'twitter' };
const li = { id: 2, type: 'linkedin' };
const yt = { id: 3, type: 'youtube' };
const tt = { id: 4, type: 'tiktok' };
const at9 = { date: '2030-01-07', time: '09:30', timezone: 'Europe/Paris' };

const cases: [string, NewPost, PostBody][] = [
  [
    'scheduled: date, time and the zone, always explicit',
    { content: 'hi', when: at9, accounts: [li] },
    { content: 'hi', accounts: [li], ...at9 },
  ],
  [
    'instant: post_instant only, no date or time',
    { content: 'now', when: { instant: true }, accounts: [li] },
    { content: 'now', post_instant: true, accounts: [li] },
  ],
  [
    'instant with a zone keeps the zone',
    { content: 'now', when: { instant: true, timezone: 'Asia/Tokyo' }, accounts: [li] },
    { content: 'now', post_instant: true, timezone: 'Asia/Tokyo', accounts: [li] },
  ],
  [
    'replies with a twitter account',
    { content: 'a', when: at9, accounts: [tw, li], replies: ['b', 'c'] },
    { content: 'a', ...at9, accounts: [tw, li], replies: ['b', 'c'] },
  ],
  [
    'replies dropped without a twitter account',
    { content: 'a', when: at9, accounts: [li], replies: ['b'] },
    { content: 'a', ...at9, accounts: [li] },
  ],
  [
    'blank replies are not sent',
    { content: 'a', when: at9, accounts: [tw], replies: ['  ', 'b', ''] },
    { content: 'a', ...at9, accounts: [tw], replies: ['b'] },
  ],
  [
    'only blank replies: no replies field',
    { content: 'a', when: at9, accounts: [tw], replies: [' '] },
    { content: 'a', ...at9, accounts: [tw] },
  ],
  [
    'title for youtube',
    { content: 'v', when: at9, accounts: [yt], title: 'My video' },
    { content: 'v', ...at9, accounts: [yt], title: 'My video' },
  ],
  [
    'title for tiktok, trimmed',
    { content: 'v', when: at9, accounts: [tt, li], title: ' Clip ' },
    { content: 'v', ...at9, accounts: [tt, li], title: 'Clip' },
  ],
  [
    'title dropped without a video platform',
    { content: 'v', when: at9, accounts: [tw], title: 'x' },
    { content: 'v', ...at9, accounts: [tw] },
  ],
  [
    'empty title not sent (the service uses the first line)',
    { content: 'v', when: at9, accounts: [yt], title: '  ' },
    { content: 'v', ...at9, accounts: [yt] },
  ],
  [
    'attachments when there are some',
    { content: 'p', when: at9, accounts: [li], attachments: ['image-1', 'image-2'] },
    { content: 'p', ...at9, accounts: [li], attachments: ['image-1', 'image-2'] },
  ],
  [
    'no empty attachments array',
    { content: 'p', when: at9, accounts: [li], attachments: [] },
    { content: 'p', ...at9, accounts: [li] },
  ],
  [
    'accounts carry only id and type',
    { content: 'p', when: at9, accounts: [{ id: 9, type: 'bluesky', name: 'Me', avatar: 'x' } as never] },
    { content: 'p', ...at9, accounts: [{ id: 9, type: 'bluesky' }] },
  ],
  [
    'everything at once',
    { content: 'all', when: at9, accounts: [tw, yt], attachments: ['video-5'], replies: ['r1'], title: 'T' },
    { content: 'all', ...at9, accounts: [tw, yt], attachments: ['video-5'], replies: ['r1'], title: 'T' },
  ],
];

describe('buildPostBody', () => {
  it.each(cases)('%s', (_, post, expected) => {
    const body = buildPostBody(post);
    expect(body).toStrictEqual(expected);
  });

  it.each(cases)('never sends legacy fields or post_instant:false — %s', (_, post) => {
    const keys = Object.keys(buildPostBody(post));
    for (const legacy of ['scheduled_date', 'image_ids', 'video_ids']) expect(keys).not.toContain(legacy);
    expect(buildPostBody(post).post_instant).not.toBe(false);
  });

  it('does not share arrays with the input', () => {
    const post: NewPost = { content: 'a', when: at9, accounts: [tw], attachments: ['image-1'], replies: ['b'] };
    const body = buildPostBody(post);
    post.attachments!.push('image-2');
    post.replies!.push('c');
    expect(body.attachments).toEqual(['image-1']);
    expect(body.replies).toEqual(['b']);
  });
});
