import { beforeAll, describe, expect, it } from 'vitest';
import { Draft } from '@/lib/draft/draft';
import { emptyDraft, hasContent } from '@/lib/draft/next-draft';
import { loadTwitterMeasure, type Measure } from '@/lib/draft/twitter-length';
import { checkDraft, type CheckContext } from '@/lib/draft/validate';

const parseDraft = (raw: unknown) => Draft.safeParse(raw).data ?? null;

let ctx: CheckContext;
beforeAll(async () => {
  const measure: Measure = await loadTwitterMeasure();
  ctx = { now: Date.UTC(2026, 5, 1, 12), measureTwitter: measure, personZone: 'Europe/Berlin', locale: 'en-GB' };
});

const tw = { id: 1, type: 'twitter' };
const li = { id: 2, type: 'linkedin' };
const yt = { id: 9, type: 'youtube' };
const later = { mode: 'schedule' as const, date: '2026-06-02', time: '09:30', timeZone: 'Europe/Paris' };
const draft = (patch: Partial<Draft>): Draft => ({
  ...emptyDraft(),
  when: later,
  text: 'Hello',
  accounts: [li],
  ...patch,
});

describe('draft schema', () => {
  it('reads back what it wrote', () => {
    const d = draft({
      replies: ['r'],
      attachments: [{ media_id: 'image-1', type: 'image', url: 'u' }],
      outboxId: 'x',
      updatedAt: 5,
    });
    expect(parseDraft(JSON.parse(JSON.stringify(d)))).toEqual(d);
  });
  it('keeps the text when another field is damaged', () => {
    expect(parseDraft({ text: 'keep me', when: { mode: 'sometime' }, accounts: 'nope', replies: [1] })).toMatchObject({
      text: 'keep me',
      when: null,
      accounts: [],
      replies: [],
    });
  });
  it('keeps the copies per network, reads a draft stored before them, and drops damaged copies alone', () => {
    const d = draft({ networks: { copies: [{ type: 'twitter', text: 'short' }] }, updatedAt: 3 });
    expect(parseDraft(JSON.parse(JSON.stringify(d)))).toEqual(d);
    const old = {
      version: 1,
      text: 'old',
      replies: [],
      title: '',
      accounts: [li],
      attachments: [],
      when: null,
      updatedAt: 1,
    };
    expect(parseDraft(old)).toEqual({ ...old, networks: undefined, outboxId: undefined });
    expect(parseDraft({ ...old, networks: { copies: [{ type: 'twitter', text: 5 }] } })).toMatchObject({
      text: 'old',
      networks: undefined,
    });
  });
  it.each([null, undefined, 'text', 42])('nothing usable in %j', (raw) => {
    expect(parseDraft(raw)).toBeNull();
  });
  it.each([
    [emptyDraft(), false],
    [draft({ text: '  ' }), false],
    [draft({ text: 'x' }), true],
    [{ ...emptyDraft(), attachments: [{ media_id: 'image-1', type: 'image' as const }] }, true],
    [{ ...emptyDraft(), networks: { copies: [{ type: 'twitter', text: 'only here' }] } }, true],
  ])('hasContent (%#)', (d, expected) => {
    expect(hasContent(d)).toBe(expected);
  });
});

describe('checkDraft', () => {
  it.each<[string, Partial<Draft>, string, string]>([
    ['no account', { accounts: [] }, 'accounts', 'Choose at least one account'],
    ['no text', { text: ' ' }, 'text', 'Write the text'],
    ['tweet over 280', { accounts: [tw], text: 'a'.repeat(281) }, 'text', '281 characters for Twitter'],
    ['reply over 280', { accounts: [tw], replies: ['ok', 'b'.repeat(300)] }, 'replies', 'reply 2 has 300'],
    ['title over 100', { accounts: [yt], title: 't'.repeat(101) }, 'title', '101 characters'],
    ['first line over 100 as title', { accounts: [yt], text: 'f'.repeat(120) }, 'title', 'first line is used'],
    [
      'mixed media',
      {
        attachments: [
          { media_id: 'image-1', type: 'image' },
          { media_id: 'video-2', type: 'video', status: 'processed' },
        ],
      },
      'attachments',
      'cannot mix',
    ],
    [
      'pending video',
      { attachments: [{ media_id: 'video-2', type: 'video', status: 'pending' }] },
      'attachments',
      'still being processed',
    ],
    ['time in a DST gap', { when: { ...later, date: '2027-03-28', time: '02:30' } }, 'time', 'does not exist'],
    ['time in the past', { when: { ...later, date: '2026-06-01', time: '08:00' } }, 'time', 'already passed'],
    ['unknown zone', { when: { ...later, timeZone: 'Nowhere/Land' } }, 'timeZone', 'not a time zone'],
  ])('flags %s next to its field', (_name, patch, field, words) => {
    const check = checkDraft(draft(patch), ctx);
    expect(check.posts).toBeUndefined();
    expect(check.problems[field as keyof typeof check.problems]).toContain(words);
  });

  it('does not judge Twitter length without a twitter account', () => {
    expect(checkDraft(draft({ text: 'a'.repeat(400) }), ctx).problems).toEqual({});
  });

  it('warns, without refusing, about a time that happens twice', () => {
    const check = checkDraft(draft({ when: { ...later, date: '2026-10-25', time: '02:30' } }), ctx);
    expect(check.warnings.time).toContain('happens twice');
    expect(check.posts).toHaveLength(1);
  });

  it('builds a scheduled post with the zone always explicit', () => {
    const check = checkDraft(
      draft({ text: ' Hello \n', accounts: [li, tw], replies: ['one', ' '], title: 'ignored' }),
      ctx,
    );
    expect(check.posts).toEqual([
      {
        content: 'Hello',
        when: { date: '2026-06-02', time: '09:30', timezone: 'Europe/Paris' },
        accounts: [li, tw],
        replies: ['one'],
      },
    ]);
  });

  it('builds a post-now post in the person’s zone, title for video platforms only, no replies without twitter', () => {
    const check = checkDraft(
      draft({
        accounts: [yt],
        when: { ...later, mode: 'now' },
        replies: ['dropped'],
        title: ' Clip ',
        attachments: [{ media_id: 'video-3', type: 'video', status: 'processed' }],
      }),
      ctx,
    );
    expect(check.posts).toEqual([
      {
        content: 'Hello',
        when: { instant: true, timezone: 'Europe/Berlin' },
        accounts: [yt],
        attachments: ['video-3'],
        title: 'Clip',
      },
    ]);
  });

  it('customised per network: one post per distinct text, the thread with Twitter’s only, an empty copy named', () => {
    const custom = draft({
      accounts: [tw, li, yt],
      replies: ['r1'],
      title: 'Clip',
      networks: { copies: [{ type: 'twitter', text: ' Short ' }] },
    });
    expect(checkDraft(custom, ctx).posts).toEqual([
      {
        content: 'Short',
        when: { date: '2026-06-02', time: '09:30', timezone: 'Europe/Paris' },
        accounts: [tw],
        replies: ['r1'],
      },
      {
        content: 'Hello',
        when: { date: '2026-06-02', time: '09:30', timezone: 'Europe/Paris' },
        accounts: [li, yt],
        title: 'Clip',
      },
    ]);
    expect(
      checkDraft(draft({ accounts: [tw], networks: { copies: [{ type: 'twitter', text: 'a'.repeat(281) }] } }), ctx)
        .problems.text,
    ).toContain('281 characters for Twitter');
    expect(
      checkDraft(draft({ accounts: [tw, li], networks: { copies: [{ type: 'linkedin', text: ' ' }] } }), ctx).problems
        .text,
    ).toContain('text for LinkedIn');
  });

  it('asks to wait while the Twitter counter is loading', () => {
    expect(checkDraft(draft({ accounts: [tw] }), { ...ctx, measureTwitter: null }).problems.general).toContain(
      'Still loading',
    );
  });
});
