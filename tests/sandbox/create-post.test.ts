import { describe, expect, it } from 'vitest';
import { useSandbox, validPost } from './helpers.ts';

const sb = useSandbox();

const without = (field: string) => {
  const body = validPost();
  delete body[field];
  return body;
};

/** [rule, body, expected message] — every 400 of Create Post names the failing field. */
const BAD_REQUESTS: [string, Record<string, unknown>, RegExp][] = [
  ['content is required', without('content'), /^content is required$/],
  ['content must be a string', validPost({ content: 42 }), /^content must be a string$/],
  ['content must not be empty', validPost({ content: '   ' }), /^content must not be empty$/],
  ['accounts is required', without('accounts'), /^accounts is required$/],
  ['accounts must be an array', validPost({ accounts: { id: 1, type: 'twitter' } }), /^accounts must be an array/],
  ['accounts needs at least 1 item', validPost({ accounts: [] }), /^accounts must contain at least 1 item$/],
  [
    'each account id is an integer',
    validPost({ accounts: [{ id: '1', type: 'twitter' }] }),
    /^accounts\[0\]\.id must be an integer/,
  ],
  ['each account type is required', validPost({ accounts: [{ id: 1 }] }), /^accounts\[0\]\.type is required$/],
  [
    'each account type is a known platform',
    validPost({ accounts: [{ id: 1, type: 'myspace' }] }),
    /^accounts\[0\]\.type must be one of twitter, linkedin, linkedin_page/,
  ],
  [
    'an unknown account id is refused',
    validPost({
      accounts: [
        { id: 1, type: 'twitter' },
        { id: 999, type: 'twitter' },
      ],
    }),
    /^accounts\[1\]\.id 999 is not one of your connected accounts$/,
  ],
  [
    "another user's account id is refused like an unknown one",
    validPost({ accounts: [{ id: 12, type: 'twitter' }] }),
    /^accounts\[0\]\.id 12 is not one of your connected accounts$/,
  ],
  [
    'a disconnected account is refused like an unknown one',
    validPost({ accounts: [{ id: 11, type: 'twitter' }] }),
    /^accounts\[0\]\.id 11 is not one of your connected accounts$/,
  ],
  [
    'an account type must match the account',
    validPost({ accounts: [{ id: 1, type: 'linkedin' }] }),
    /^accounts\[0\]\.type "linkedin" does not match account 1, which is twitter$/,
  ],
  [
    'an account is listed once',
    validPost({
      accounts: [
        { id: 1, type: 'twitter' },
        { id: 1, type: 'twitter' },
      ],
    }),
    /^accounts\[1\]\.id 1 is listed twice$/,
  ],
  [
    'date and time are required unless post_instant',
    { content: 'x', accounts: [{ id: 1, type: 'twitter' }] },
    /^date \(YYYY-MM-DD\) and time \(HH:mm\) are required/,
  ],
  [
    'time is required with date',
    without('time'),
    /^date \(YYYY-MM-DD\) and time \(HH:mm\) are required.*time is missing/,
  ],
  [
    'date is required with time',
    without('date'),
    /^date \(YYYY-MM-DD\) and time \(HH:mm\) are required.*date is missing/,
  ],
  [
    'post_instant false still needs date and time',
    { ...without('date'), post_instant: false },
    /^date \(YYYY-MM-DD\) and time \(HH:mm\) are required/,
  ],
  ['date is YYYY-MM-DD', validPost({ date: '15/01/2035' }), /^date must be a string in the form YYYY-MM-DD$/],
  ['date is a real calendar date', validPost({ date: '2035-02-30' }), /^date 2035-02-30 is not a real calendar date$/],
  ['date month 13 is refused', validPost({ date: '2035-13-01' }), /^date 2035-13-01 is not a real calendar date$/],
  [
    'time is 24-hour HH:mm, not 12-hour',
    validPost({ time: '9:30 PM' }),
    /^time must be a string in 24-hour form HH:mm/,
  ],
  ['time 24:00 is refused', validPost({ time: '24:00' }), /^time must be/],
  ['time with seconds is refused', validPost({ time: '09:30:00' }), /^time must be/],
  ['time minutes stop at 59', validPost({ time: '09:60' }), /^time must be/],
  [
    'timezone must be an IANA zone',
    validPost({ timezone: 'Mars/Olympus_Mons' }),
    /^timezone "Mars\/Olympus_Mons" is not a valid IANA time zone$/,
  ],
  [
    'timezone offsets are not IANA zones',
    validPost({ timezone: '+02:00' }),
    /^timezone "\+02:00" is not a valid IANA time zone$/,
  ],
  ['timezone must be a string', validPost({ timezone: 2 }), /^timezone must be a string/],
  ['post_instant is a boolean', validPost({ post_instant: 'true' }), /^post_instant must be a boolean/],
  [
    'title is at most 100 characters',
    validPost({ title: 'x'.repeat(101) }),
    /^title must be at most 100 characters \(it has 101\)$/,
  ],
  ['title is a string', validPost({ title: 5 }), /^title must be a string$/],
  ['replies is an array of strings', validPost({ replies: 'one' }), /^replies must be an array of strings$/],
  ['each reply is a string', validPost({ replies: ['ok', 7] }), /^replies\[1\] must be a string$/],
  [
    'attachments is an array of media ids',
    validPost({ attachments: 'image-1' }),
    /^attachments must be an array of media id strings$/,
  ],
  ['each attachment is a string', validPost({ attachments: [1] }), /^attachments\[0\] must be a media id string/],
  [
    'a post cannot mix images and videos',
    validPost({ attachments: ['image-1', 'video-3'] }),
    /^attachments cannot mix images and videos$/,
  ],
  [
    'a pending video cannot be attached',
    validPost({ attachments: ['video-4'] }),
    /^attachments\[0\] video-4 is still processing \(status pending\)/,
  ],
  [
    'an attachment is listed once',
    validPost({ attachments: ['image-1', 'image-1'] }),
    /^attachments\[1\] image-1 is listed twice$/,
  ],
  [
    'legacy scheduled_date is YYYY-MM-DD HH:MM:SS',
    { content: 'x', accounts: [{ id: 1, type: 'twitter' }], scheduled_date: '2035-01-15T09:30:00Z' },
    /^scheduled_date must be a string in the form YYYY-MM-DD HH:MM:SS$/,
  ],
  [
    'legacy scheduled_date is a real date',
    { content: 'x', accounts: [{ id: 1, type: 'twitter' }], scheduled_date: '2035-02-29 10:00:00' },
    /^scheduled_date 2035-02-29 10:00:00 is not a real calendar date$/,
  ],
];

describe('Create Post: 400 names the failing field', () => {
  it.each(BAD_REQUESTS)('%s', async (_rule, body, message) => {
    const answer = await sb.createPost(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: expect.stringMatching(message) });
    expect(await sb.posts()).toEqual([]);
  });

  it.each([
    [
      'Content-Type is required to be application/json',
      { 'content-type': 'text/plain' },
      JSON.stringify(validPost()),
      /^Content-Type must be application\/json$/,
    ],
    ['no Content-Type at all is refused', {}, JSON.stringify(validPost()), /^Content-Type must be application\/json$/],
    [
      'the body must be valid JSON',
      { 'content-type': 'application/json' },
      '{"content": ',
      /^The body is not valid JSON$/,
    ],
    [
      'the body must be a JSON object',
      { 'content-type': 'application/json' },
      '[1, 2]',
      /^The body must be a JSON object$/,
    ],
  ])('%s', async (_rule, headers, body, message) => {
    const answer = await sb.call('POST', '/developers/v1/post', { headers, body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });
});

/** Rule 1: an unknown or foreign attachment fails the whole request with 403; nothing is dropped. */
describe("Create Post: 403 for attachments that do not exist or are not the caller's", () => {
  it.each([
    [
      'an unknown media id',
      { attachments: ['image-999'] },
      /^attachments\[0\] image-999 does not exist or is not yours$/,
    ],
    [
      "another user's media id",
      { attachments: ['image-5'] },
      /^attachments\[0\] image-5 does not exist or is not yours$/,
    ],
    ['a malformed media id', { attachments: ['banana'] }, /^attachments\[0\] banana does not exist/],
    [
      'one unknown id among known ones',
      { attachments: ['image-1', 'image-404', 'image-2'] },
      /^attachments\[1\] image-404 does not exist/,
    ],
    ['an unknown id in legacy image_ids', { image_ids: ['image-999'] }, /^image_ids\[0\] image-999 does not exist/],
    ['an unknown id in legacy video_ids', { video_ids: ['video-999'] }, /^video_ids\[0\] video-999 does not exist/],
  ])('%s', async (_rule, extra, message) => {
    const answer = await sb.createPost(validPost(extra));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 403, message: expect.stringMatching(message) });
    expect(await sb.posts()).toEqual([]);
  });
});

describe('Create Post: 202 with exactly the creation fields', () => {
  it('answers 202 with post_id, content, scheduled_date, timezone, accounts, media, replies, status', async () => {
    const answer = await sb.createPost(validPost());
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({
      post_id: expect.any(Number),
      content: 'Hello from the tests',
      scheduled_date: '2035-01-15 09:30:00',
      timezone: 'UTC',
      accounts: 1,
      media: 0,
      replies: 0,
      status: 'scheduled',
    });
  });

  it.each([
    [
      'accounts counts every target account (one call, many accounts)',
      validPost({
        accounts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id, i) => ({
          id,
          type: [
            'twitter',
            'linkedin',
            'linkedin_page',
            'instagram',
            'facebook',
            'threads',
            'bluesky',
            'pinterest',
            'youtube',
            'tiktok',
          ][i],
        })),
      }),
      { accounts: 10 },
    ],
    ['media counts attachments', validPost({ attachments: ['image-1', 'image-2'] }), { media: 2 }],
    ['a processed video can be attached', validPost({ attachments: ['video-3'] }), { media: 1 }],
    ['legacy image_ids are attachments', validPost({ image_ids: ['image-1', 'image-2'] }), { media: 2 }],
    ['legacy video_ids are attachments', validPost({ video_ids: ['video-3'] }), { media: 1 }],
    [
      'attachments and legacy ids add up',
      validPost({ attachments: ['image-1'], image_ids: ['image-2'] }),
      { media: 2 },
    ],
    ['replies count when a twitter account is selected', validPost({ replies: ['two', 'three'] }), { replies: 2 }],
    [
      'replies are ignored without a twitter account',
      validPost({ accounts: [{ id: 2, type: 'linkedin' }], replies: ['two'] }),
      { replies: 0 },
    ],
    [
      'title of exactly 100 characters is accepted',
      validPost({ accounts: [{ id: 9, type: 'youtube' }], title: 'y'.repeat(100) }),
      { accounts: 1 },
    ],
    ['title counts characters, not UTF-16 units', validPost({ title: '😀'.repeat(100) }), { accounts: 1 }],
    [
      'null optional fields count as omitted',
      validPost({ timezone: null, title: null, replies: null, attachments: null, post_instant: null }),
      { timezone: 'UTC' },
    ],
    ['Content-Type with a charset parameter is JSON', validPost(), { status: 'scheduled' }],
    ['content is stored as sent', validPost({ content: '  spaced\ncontent  ' }), { content: '  spaced\ncontent  ' }],
    ['unknown fields are ignored', validPost({ colour: 'blue' }), { status: 'scheduled' }],
  ])('%s', async (_rule, body, expected) => {
    const answer = await sb.call('POST', '/developers/v1/post', {
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject(expected);
  });

  it('post ids are unique and increasing', async () => {
    const first = await sb.createPost(validPost());
    const second = await sb.createPost(validPost());
    expect(second.body.post_id).toBeGreaterThan(first.body.post_id);
  });

  it('the stored record keeps accounts, attachments, replies and the effective title', async () => {
    const answer = await sb.createPost(
      validPost({
        content: 'First line\nsecond line',
        accounts: [
          { id: 1, type: 'twitter' },
          { id: 9, type: 'youtube' },
        ],
        attachments: ['video-3'],
        replies: ['a reply'],
      }),
    );
    const [post] = await sb.posts();
    expect(post).toMatchObject({
      id: answer.body.post_id,
      content: 'First line\nsecond line',
      status: 'scheduled',
      accounts: [
        { id: 1, type: 'twitter' },
        { id: 9, type: 'youtube' },
      ],
      attachments: ['video-3'],
      replies: ['a reply'],
      title: 'First line',
    });
  });

  it('replies are not stored for posts without a twitter account (they are ignored)', async () => {
    await sb.createPost(validPost({ accounts: [{ id: 2, type: 'linkedin' }], replies: ['ignored'] }));
    const [post] = await sb.posts();
    expect(post!.replies).toEqual([]);
  });
});
