/**
 * The preview in the composer (components/composer/preview/): each platform's card against the table of
 * lib/service/platforms.ts — folds, thread numbers, the image grid, titles, media first, warnings — the arrow keys
 * between cards, and the refusal line by the send button.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Draft, DraftAttachment } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { platformLook } from '@/lib/service/platform-looks';
import { ACCOUNTS, renderComposer } from '../../fakes/composer';

const MORE_ACCOUNTS = [
  { id: 20, type: 'instagram', name: 'Whitfield Coffee', username: 'whitfieldcoffee' },
  { id: 21, type: 'facebook', name: 'Whitfield Coffee', username: 'whitfieldcoffee' },
  { id: 22, type: 'pinterest', name: 'Whitfield Coffee', username: 'whitfield' },
  { id: 23, type: 'threads', name: 'Dana', username: 'dana' },
  { id: 24, type: 'tiktok', name: 'Dana', username: 'danatok' },
  { id: 25, type: 'linkedin_page', name: 'Whitfield Coffee Ltd', username: 'whitfield-coffee' },
];
const ALL = [...ACCOUNTS, ...MORE_ACCOUNTS];
const refs = (...types: string[]) => ALL.filter((a) => types.includes(a.type)).map(({ id, type }) => ({ id, type }));
const image = (n: number): DraftAttachment => ({ media_id: `image-${n}`, type: 'image', url: `https://x/${n}.png` });
const later = { mode: 'schedule' as const, date: '2026-06-10', time: '09:30', timeZone: 'Asia/Tokyo' };
const draftWith = (patch: Partial<Draft>): Draft => ({ ...emptyDraft(), when: later, updatedAt: 1, ...patch });
const LONG = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');

afterEach(cleanup);

async function openPreview(draft: Draft) {
  const view = renderComposer({
    draft,
    answers: { 'accounts.list': () => ({ accounts: ALL, fetchedAt: 0 }) },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
  await screen.findByRole('region', { name: 'Preview on each network' });
  return view;
}
const card = (platform: string, name: string) =>
  screen.findByRole('article', { name: `${platform} preview, as ${name}` });

describe('each network’s card', () => {
  it('Twitter: links shortened, the thread numbered, three images in the 1-tall-2-stacked grid', async () => {
    await openPreview(
      draftWith({
        accounts: refs('twitter'),
        text: 'Read https://www.example.com/2026/11/a-very-long-article-name',
        replies: ['Second', 'Third'],
        attachments: [1, 2, 3].map(image),
      }),
    );
    const twitter = await card('Twitter', 'Dana Whitfield');
    expect(within(twitter).getByText('@danawhitfield')).toBeTruthy();
    expect(within(twitter).getByText('Read example.com/2026/11/a-ver…')).toBeTruthy();
    expect([...twitter.querySelectorAll('.number')].map((n) => n.textContent)).toEqual(['1/3', '2/3', '3/3']);
    expect(within(twitter).getByRole('list', { name: 'Thread of 3 posts' })).toBeTruthy();
    const grid = within(twitter).getByRole('img', { name: 'Images: 3' });
    expect(grid.className).toContain('grid-three');
    expect(grid.querySelectorAll('img')).toHaveLength(3);
  });

  it('Twitter: more images than its 4 are drawn as four with “+1”, and warned', async () => {
    await openPreview(draftWith({ accounts: refs('twitter'), text: 'Five', attachments: [1, 2, 3, 4, 5].map(image) }));
    const twitter = await card('Twitter', 'Dana Whitfield');
    expect(within(twitter).getByRole('img', { name: 'Images: 5' }).className).toContain('grid-four');
    expect(within(twitter).getByText('+1')).toBeTruthy();
    expect(within(twitter).getByText('Twitter will refuse this: it takes at most 4 images per post.')).toBeTruthy();
  });

  it.each([
    ['linkedin', 'LinkedIn', 'Dana Whitfield', '…see more'],
    ['linkedin_page', 'LinkedIn Page', 'Whitfield Coffee Ltd', '…see more'],
    ['facebook', 'Facebook', 'Whitfield Coffee', '… See more'],
  ])('%s: the text folds at the table’s place with its “see more”', async (type, label, name, more) => {
    await openPreview(draftWith({ accounts: refs(type), text: LONG }));
    const shown = await card(label, name);
    const text = shown.querySelector('.preview-text')!;
    expect(within(shown).getByText(more)).toBeTruthy();
    const before = text.firstChild!.textContent!;
    expect(before.length).toBeLessThanOrEqual(platformLook(type).fold!);
    expect(LONG.startsWith(before)).toBe(true);
    expect(within(shown).getByText('Approximately: this network does not publish where it folds.')).toBeTruthy();
  });

  it('Bluesky: graphemes counted against 300, and the link waits for “Load preview”', async () => {
    await openPreview(draftWith({ accounts: refs('bluesky'), text: '👩‍👩‍👧 https://a.example/post' }));
    const bluesky = await card('Bluesky', 'Dana Whitfield');
    expect(within(bluesky).getByText('24 / 300')).toBeTruthy(); // the family emoji is one grapheme
    expect(await within(bluesky).findByRole('button', { name: 'Load preview' })).toBeTruthy();
    expect(within(bluesky).getByText('Nothing is asked of a.example until you press it.')).toBeTruthy();
  });

  it('Threads: the whole text, 500 as its limit', async () => {
    await openPreview(draftWith({ accounts: refs('threads'), text: LONG }));
    const threads = await card('Threads', 'Dana');
    expect(threads.querySelector('.preview-text')!.textContent).toBe(LONG);
    expect(within(threads).getByText(`${LONG.length} / 500`)).toBeTruthy();
  });

  it('Instagram: the image first, the caption folded with “… more”; without media, the warning on the card and by the send button', async () => {
    const { composer } = await openPreview(
      draftWith({ accounts: refs('instagram'), text: LONG, attachments: [image(1)] }),
    );
    const instagram = await card('Instagram', 'Whitfield Coffee');
    const media = within(instagram).getByRole('img', { name: 'Images: 1' });
    expect(media.compareDocumentPosition(instagram.querySelector('.preview-text')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(instagram).getByText('… more')).toBeTruthy();
    expect(instagram.querySelector('.preview-text')!.firstChild!.textContent!.length).toBeLessThanOrEqual(125);
    composer.drafts.update((d) => ({ ...d, attachments: [] }));
    const warning = 'Instagram will refuse this: it needs an image or a video.';
    expect(await within(instagram).findByText(warning)).toBeTruthy();
    const line = document.getElementById('qp-refusal')!;
    expect(line.textContent).toBe(warning);
    expect(screen.getByRole('button', { name: /Schedule/ }).getAttribute('aria-describedby')).toContain('qp-refusal');
  });

  it('Pinterest: the image and its title (the first line); YouTube and TikTok: the video and its title', async () => {
    const video: DraftAttachment = { media_id: 'video-3', type: 'video', status: 'processed', url: 'https://x/3.mp4' };
    await openPreview(
      draftWith({ accounts: refs('pinterest', 'youtube', 'tiktok'), text: 'Latte art\nin sixty seconds', title: '' }),
    );
    const pinterest = await card('Pinterest', 'Whitfield Coffee');
    expect(within(pinterest).getByText('Latte art', { selector: '.preview-title' })).toBeTruthy();
    expect(within(pinterest).getByText('Pinterest will refuse this: it needs an image.')).toBeTruthy();
    const youtube = await card('YouTube', 'Whitfield Coffee TV');
    expect(within(youtube).getByText('YouTube will refuse this: it needs a video.')).toBeTruthy();
    cleanup();
    await openPreview(
      draftWith({ accounts: refs('youtube', 'tiktok'), text: 'Latte art', title: 'Pour', attachments: [video] }),
    );
    for (const [label, name] of [
      ['YouTube', 'Whitfield Coffee TV'],
      ['TikTok', 'Dana'],
    ] as const) {
      const shown = await card(label, name);
      expect(within(shown).getByRole('img', { name: 'Video' })).toBeTruthy();
      expect(within(shown).getByText('Pour', { selector: '.preview-title' })).toBeTruthy();
      expect(shown.className).not.toContain('refused');
    }
  });
});

describe('moving between cards', () => {
  it('arrow keys move the focus from card to card, Home and End to the ends', async () => {
    await openPreview(draftWith({ accounts: refs('twitter', 'linkedin', 'bluesky'), text: 'Hi' }));
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    cards[0]!.focus();
    fireEvent.keyDown(cards[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cards[1]);
    fireEvent.keyDown(cards[1]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cards[2]);
    fireEvent.keyDown(cards[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cards[2]);
    fireEvent.keyDown(cards[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(cards[0]);
    fireEvent.keyDown(cards[0]!, { key: 'End' });
    expect(document.activeElement).toBe(cards[2]);
    fireEvent.keyDown(cards[2]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(cards[1]);
  });
});
