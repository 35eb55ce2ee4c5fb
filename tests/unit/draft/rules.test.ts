import { beforeAll, describe, expect, it } from 'vitest';
import { countersFor } from '@/lib/draft/counters';
import { attachmentsProblem, canAttach, canUpload, mediaKind, type MediaLike } from '@/lib/draft/media-rules';
import { checkTitle, firstLine } from '@/lib/draft/title';
import { loadTwitterMeasure, type Measure } from '@/lib/draft/twitter-length';

let twitter: Measure;
beforeAll(async () => {
  twitter = await loadTwitterMeasure();
});

const image = (id: number): MediaLike => ({ media_id: `image-${id}`, type: 'image' });
const video = (id: number, status = 'processed'): MediaLike => ({
  media_id: `video-${id}`,
  type: 'video',
  status,
  title: `clip${id}.mp4`,
});

describe('media mixing rules', () => {
  it.each<[string, MediaLike, MediaLike[], string | null]>([
    ['an image to an empty post', image(1), [], null],
    ['a second image', image(2), [image(1)], null],
    ['a processed video to an empty post', video(3), [], null],
    [
      'an image to a post with a video',
      image(1),
      [video(3)],
      'cannot mix images and videos: remove the attached video first',
    ],
    [
      'a video to a post with images',
      video(3),
      [image(1), image(2)],
      'cannot mix images and videos: remove the attached images first',
    ],
    ['a pending video', video(4, 'pending'), [], 'Still being processed'],
    ['a video in an undocumented state', video(5, 'transcoding'), [], '“transcoding”'],
    ['the same item twice', image(1), [image(1)], 'Already attached'],
    ['an item known only by its id prefix', { media_id: 'video-9' }, [image(1)], 'cannot mix'],
  ])('%s', (_name, item, attached, reason) => {
    const verdict = canAttach(item, attached);
    if (reason === null) expect(verdict).toEqual({ ok: true });
    else expect(verdict.ok === false && verdict.reason).toContain(reason);
  });

  it.each([
    ['image/png', [video(3)], 'already has a video'],
    ['video/mp4', [image(1)], 'already has images'],
    ['image/jpeg', [image(1)], null],
    ['application/pdf', [image(1)], null], // the service says 415 for what it cannot take
  ])('upload of %s', (mime, attached, reason) => {
    const verdict = canUpload(mime, attached);
    if (reason === null) expect(verdict.ok).toBe(true);
    else expect(verdict.ok === false && verdict.reason).toContain(reason);
  });

  it.each([
    [[image(1), image(2)], undefined],
    [[video(3)], undefined],
    [[image(1), video(3)], 'cannot mix'],
    [[video(4, 'pending')], '“clip4.mp4” is still being processed'],
  ])('attachments at send time (%#)', (attached, problem) => {
    if (problem === undefined) expect(attachmentsProblem(attached)).toBeUndefined();
    else expect(attachmentsProblem(attached)).toContain(problem);
  });

  it.each([
    [{ media_id: 'image-1', type: 'image' }, 'image'],
    [{ media_id: 'video-1', type: null }, 'video'],
    [{ media_id: 'gif-1', type: 'gif' }, null],
  ])('kind of %j', (item, kind) => {
    expect(mediaKind(item)).toBe(kind);
  });
});

describe('title rules', () => {
  it.each([
    ['typed title wins', 'My title', 'First line\nmore', { effective: 'My title', source: 'typed', length: 8 }],
    [
      'placeholder is the first line',
      '',
      'First line\nmore',
      { effective: 'First line', source: 'first-line', length: 10 },
    ],
    [
      'blank leading lines are skipped',
      '  ',
      '\n\n  Real first  \nmore',
      { effective: 'Real first', source: 'first-line', length: 10 },
    ],
    ['nothing to use', '', '', { effective: '', source: 'none', length: 0 }],
    ['exactly 100 is fine', 'x'.repeat(100), '', { effective: 'x'.repeat(100), source: 'typed', length: 100 }],
    [
      'emoji count as one character each',
      '🎬'.repeat(100),
      '',
      { effective: '🎬'.repeat(100), source: 'typed', length: 100 },
    ],
  ])('%s', (_name, title, content, expected) => {
    expect(checkTitle(title, content)).toEqual(expected);
  });

  it.each([
    ['x'.repeat(101), '', 'The title has 101 characters'],
    ['', 'y'.repeat(130), 'the first line is used, and it has 130 characters'],
  ])('flags a title over 100 (%#)', (title, content, words) => {
    expect(checkTitle(title, content).problem).toContain(words);
  });

  it('firstLine handles Windows line ends', () => {
    expect(firstLine('one\r\ntwo')).toBe('one');
  });
});

describe('per-platform counters', () => {
  const url = 'https://example.com/' + 'p'.repeat(100);
  it.each([
    [
      'twitter counts a URL as 23',
      `Read ${url}`,
      ['twitter'],
      [{ type: 'twitter', used: 28, limit: 280, over: false, blocking: false }],
    ],
    [
      'twitter over 280 blocks',
      'a'.repeat(281),
      ['twitter'],
      [{ type: 'twitter', used: 281, over: true, blocking: true }],
    ],
    [
      'twitter weighs CJK double',
      '日'.repeat(141),
      ['twitter'],
      [{ type: 'twitter', used: 282, over: true, blocking: true }],
    ],
    [
      'bluesky counts graphemes',
      '👍🏽'.repeat(10),
      ['bluesky'],
      [{ type: 'bluesky', used: 10, limit: 300, over: false }],
    ],
    [
      'other limits only advise',
      'a'.repeat(501),
      ['threads'],
      [{ type: 'threads', used: 501, over: true, blocking: false }],
    ],
    [
      'one counter per platform, in order',
      'hi',
      ['linkedin', 'twitter', 'linkedin'],
      [{ type: 'linkedin' }, { type: 'twitter' }],
    ],
    [
      'unknown platforms have no limit',
      'hi',
      ['mastodon'],
      [{ type: 'mastodon', label: 'mastodon', limit: null, over: false }],
    ],
  ])('%s', (_name, text, types, expected) => {
    const counters = countersFor(text, types, twitter);
    expect(counters).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(counters[i]).toMatchObject(e));
  });

  it('is approximate until twitter-text has loaded', () => {
    expect(countersFor(`Read ${url}`, ['twitter'], null)[0]).toMatchObject({ approximate: true, used: 5 + url.length });
  });
});
