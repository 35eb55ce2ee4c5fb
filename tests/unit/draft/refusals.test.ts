/** What each network will refuse (lib/draft/refusals.ts), against the table of lib/service/platforms.ts. */
import { describe, expect, it } from 'vitest';
import type { Draft, DraftAttachment } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { refusalLine, refusalsOf } from '@/lib/draft/refusals';
import { platformLook } from '@/lib/service/platform-looks';

const image = (n: number): DraftAttachment => ({ media_id: `image-${n}`, type: 'image' });
const video = (n: number): DraftAttachment => ({ media_id: `video-${n}`, type: 'video', status: 'processed' });
const draft = (types: string[], patch: Partial<Draft> = {}): Draft => ({
  ...emptyDraft(types.map((type, i) => ({ id: i + 1, type }))),
  text: 'Hello',
  ...patch,
});
const sentences = (d: Draft) => refusalsOf(d).map((r) => r.sentence);

describe('what each network will refuse', () => {
  it.each([
    ['instagram', [], 'Instagram will refuse this: it needs an image or a video.'],
    ['pinterest', [], 'Pinterest will refuse this: it needs an image.'],
    ['pinterest', [video(1)], 'Pinterest will refuse this: it needs an image.'],
    ['youtube', [image(1)], 'YouTube will refuse this: it needs a video.'],
    ['tiktok', [], 'TikTok will refuse this: it needs a video.'],
    ['twitter', [1, 2, 3, 4, 5].map(image), 'Twitter will refuse this: it takes at most 4 images per post.'],
    ['bluesky', [1, 2, 3, 4, 5].map(image), 'Bluesky will refuse this: it takes at most 4 images per post.'],
    [
      'instagram',
      Array.from({ length: 11 }, (_, i) => image(i)),
      'Instagram will refuse this: it takes at most 10 images per post.',
    ],
    ['twitter', [video(1), video(2)], 'Twitter will refuse this: it takes one video per post.'],
  ] as const)('%s with %j', (type, media, sentence) => {
    expect(sentences(draft([type], { attachments: [...media] }))).toEqual([sentence]);
  });

  it('nothing to say when each network has what it needs, at the table’s limits', () => {
    expect(sentences(draft(['instagram', 'twitter', 'bluesky'], { attachments: [1, 2, 3, 4].map(image) }))).toEqual([]);
    expect(platformLook('twitter').maxImages).toBe(4);
    expect(sentences(draft(['youtube', 'tiktok'], { attachments: [video(1)] }))).toEqual([]);
    expect(sentences(draft(['linkedin', 'facebook', 'threads']))).toEqual([]);
  });

  it('a video title over 100 characters, typed or the first line it falls back to', () => {
    const long = 'x'.repeat(101);
    expect(sentences(draft(['youtube'], { attachments: [video(1)], title: long }))).toEqual([
      'YouTube will refuse this: the video title has more than 100 characters.',
    ]);
    expect(sentences(draft(['tiktok'], { attachments: [video(1)], text: `${long}\nmore` }))).toHaveLength(1);
    expect(sentences(draft(['tiktok'], { attachments: [video(1)], text: 'x'.repeat(100) }))).toEqual([]);
  });

  it('one line near the send button: the first, and how many more', () => {
    const refusals = refusalsOf(draft(['instagram', 'pinterest', 'youtube']));
    expect(refusalLine(refusals)).toBe(
      'Instagram will refuse this: it needs an image or a video. (2 more in the preview.)',
    );
    expect(refusalLine(refusals.slice(0, 1))).toBe('Instagram will refuse this: it needs an image or a video.');
    expect(refusalLine([])).toBe('');
  });
});
