/** The preview's shape of a draft (lib/draft/preview.ts): folds, links, thread numbers and the grid, against the table. */
import { describe, expect, it } from 'vitest';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { firstLink, foldText, gridOf, previewCards, twitterLinks } from '@/lib/draft/preview';
import { platformLook } from '@/lib/service/platform-looks';

const ACCOUNTS = [
  { id: 1, type: 'twitter', name: 'Dana', username: 'dana' },
  { id: 2, type: 'linkedin', name: 'Dana W.', username: 'dana-w' },
  { id: 3, type: 'linkedin', name: 'Whitfield Coffee', username: 'whitfield' },
];
const draft = (patch: Partial<Draft>): Draft => ({ ...emptyDraft(), ...patch });

describe('the preview of a draft', () => {
  it('folds on a word near the table’s fold, never after it', () => {
    const fold = platformLook('linkedin').fold!;
    const text = 'word '.repeat(100).trim();
    const { shown, folded } = foldText(text, fold);
    expect(shown.length).toBeLessThanOrEqual(fold);
    expect(shown.length).toBeGreaterThan(fold - 6);
    expect(`${shown} ${folded}`).toBe(text);
    expect(foldText('short', fold)).toEqual({ shown: 'short', folded: '' });
    expect(foldText('x'.repeat(300), 125).shown).toHaveLength(125); // no space: cut at the fold itself
  });

  it('shows links as Twitter shortens them', () => {
    expect(twitterLinks('Read https://www.example.com/2026/11/a-very-long-article-name?x=1 now')).toBe(
      'Read example.com/2026/11/a-ver… now',
    );
    expect(twitterLinks('See https://ex.co/a.')).toBe('See ex.co/a.');
    expect(firstLink('no link')).toBeNull();
    expect(firstLink('(https://a.example/x), more')).toBe('https://a.example/x');
  });

  it('the grid for 1 to 4 images', () => {
    expect([1, 2, 3, 4, 7].map(gridOf)).toEqual(['one', 'two', 'three', 'four', 'four']);
  });

  it('one card per platform: its first account, the others counted, the thread numbered for Twitter only', () => {
    const cards = previewCards(
      draft({
        text: 'Main https://a.example/post',
        replies: ['Second', ' ', 'Third'],
        accounts: [
          { id: 1, type: 'twitter' },
          { id: 2, type: 'linkedin' },
          { id: 3, type: 'linkedin' },
        ],
      }),
      ACCOUNTS,
      null,
    );
    expect(cards.map((c) => [c.type, c.account?.name, c.others])).toEqual([
      ['twitter', 'Dana', 0],
      ['linkedin', 'Dana W.', 1],
    ]);
    expect(cards[0]!.posts.map((p) => p.number)).toEqual(['1/3', '2/3', '3/3']);
    expect(cards[1]!.posts).toHaveLength(1);
    expect(cards[1]!.link).toBe('https://a.example/post');
    expect(cards[1]!.approximate).toBe(false); // the text does not reach LinkedIn's unpublished fold
  });

  it('a text customised for one network gets its own card text; media hides the link card', () => {
    const cards = previewCards(
      draft({
        text: 'Shared https://a.example/',
        networks: { copies: [{ type: 'bluesky', text: 'Bluesky only' }] },
        accounts: [
          { id: 5, type: 'bluesky' },
          { id: 6, type: 'instagram' },
        ],
        attachments: [{ media_id: 'image-1', type: 'image' }],
      }),
      [],
      null,
    );
    expect(cards.map((c) => [c.type, c.posts[0]!.shown, c.link, c.mediaFirst])).toEqual([
      ['bluesky', 'Bluesky only', null, false],
      ['instagram', 'Shared https://a.example/', null, true],
    ]);
  });
});
