import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/preact';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { createIdeasModel } from '@/lib/composer/ideas-model';
import { ideaOf, type Idea } from '@/lib/ideas/idea';
import { IDEAS_LIMIT } from '@/lib/ideas/ideas-list';
import type { NewPost } from '@/lib/service/post';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { linkCardsItem } from '@/lib/storage/link-cards-item';
import { memoryItem } from '../fakes/items';
import { ACCOUNTS, NOW, renderComposer } from '../fakes/composer';

afterEach(cleanup);

const linkedin = { id: 2, type: 'linkedin' };
const written: Draft = {
  ...emptyDraft([linkedin]),
  text: 'Our new roast is out',
  when: { mode: 'schedule', date: '2026-03-02', time: '09:00', timeZone: 'Europe/London' },
  updatedAt: NOW - 10,
};
const idea = (id: string, text: string, savedAt = NOW - 1000): Idea =>
  ideaOf({ ...written, text, updatedAt: savedAt }, id, savedAt);

async function setUp(options: { draft?: Draft | null; ideas?: Idea[] } = {}) {
  const sent: { type: string; data: { post?: NewPost; queue?: boolean } }[] = [];
  const view = renderComposer({
    draft: options.draft ?? null,
    answers: {
      'outbox.send': (data) => {
        sent.push({ type: 'outbox.send', data });
        const entry = { id: 'e1', post: data.post, createdAt: NOW, state: 'queued', attempts: 0 } as OutboxEntry;
        return { entry };
      },
    },
  });
  await view.started;
  await waitFor(() => expect(view.composer.accounts.accounts.value).toHaveLength(ACCOUNTS.length));
  const stored = memoryItem<Idea[]>(options.ideas ?? []);
  const { ask, now, locale } = view.composer.ports;
  const ideas = createIdeasModel({ ask, now, locale, items: { ideas: stored } }, view.composer);
  ideas.follow();
  return { ...view, ideas, stored, sent };
}

describe('the ideas model', () => {
  it('"Save as idea" keeps the whole draft and frees the composer, its accounts kept', async () => {
    const { composer, ideas, stored } = await setUp({ draft: written });
    expect(await ideas.saveDraft()).toBe(true);
    expect(stored.value).toHaveLength(1);
    expect(stored.value[0]!.draft).toMatchObject({ text: written.text, accounts: [linkedin], when: written.when });
    expect(composer.drafts.draft.value).toMatchObject({ text: '', accounts: [linkedin] });
    expect(ideas.notice.value).toMatch(/Saved to your ideas/);
    expect(ideas.all.value).toHaveLength(1);
  });

  it("keeps the link card of the draft's link with it, and shows it again when opened after a restart", async () => {
    const card = { url: 'https://whitfield.coffee/menu', title: 'Menu', description: '', image: '', site: 'Whitfield' };
    const other = { ...card, url: 'https://elsewhere.example/', title: 'Not in the draft' };
    await linkCardsItem.set([card, other]);
    const { ideas, stored } = await setUp({ draft: { ...written, text: `New menu ${card.url}` } });
    expect(await ideas.saveDraft()).toBe(true);
    expect(stored.value[0]!.cards).toEqual([card]);
    await linkCardsItem.remove(); // storage.session is gone with the browser
    expect(await ideas.open(stored.value[0]!)).toBe(true);
    expect(await linkCardsItem.get()).toEqual([card]);
  });

  it('saves nothing from an empty composer, and says why', async () => {
    const { ideas, stored } = await setUp();
    expect(await ideas.saveDraft()).toBe(false);
    expect(stored.value).toEqual([]);
    expect(ideas.error.value).toMatch(/Nothing to save yet/);
  });

  it('warns from 450 ideas on, and refuses the 501st with the sentence, keeping the draft', async () => {
    const near = Array.from({ length: 449 }, (_, i) => idea(`n${i}`, `idea ${i}`, i));
    const first = await setUp({ draft: written, ideas: near });
    await first.ideas.saveDraft();
    expect(first.ideas.notice.value).toMatch(/450 of 500 ideas kept/);
    cleanup();

    const full = Array.from({ length: IDEAS_LIMIT }, (_, i) => idea(`f${i}`, `idea ${i}`, i));
    const { composer, ideas, stored } = await setUp({ draft: written, ideas: full });
    expect(await ideas.saveDraft()).toBe(false);
    expect(ideas.error.value).toMatch(/You have 500 ideas, the most Quickpost keeps/);
    expect(stored.value).toHaveLength(IDEAS_LIMIT);
    expect(composer.drafts.draft.value.text).toBe(written.text);
  });

  it('"Open in composer" keeps the open draft as an idea first, and the opened one leaves the list', async () => {
    const saved = idea('old', 'An older thought');
    const { composer, ideas, stored } = await setUp({ draft: written, ideas: [saved] });
    expect(await ideas.open(saved)).toBe(true);
    expect(composer.drafts.draft.value.text).toBe('An older thought');
    expect(stored.value.map((i) => i.draft.text)).toEqual([written.text]);
    expect(ideas.notice.value).toMatch(/draft you had open is now an idea/);
  });

  it('opens into an empty composer without keeping the empty draft', async () => {
    const saved = idea('old', 'An older thought');
    const { composer, ideas, stored } = await setUp({ ideas: [saved] });
    await ideas.open(saved);
    expect(composer.drafts.draft.value.text).toBe('An older thought');
    expect(stored.value).toEqual([]);
  });

  it('replaces nothing when the open draft cannot be kept (the list is full), and says so', async () => {
    // Opening one frees its place; a list past the limit (an older version's) has none to free.
    const over = Array.from({ length: IDEAS_LIMIT + 1 }, (_, i) => idea(`f${i}`, `idea ${i}`, i));
    const { composer, ideas, stored } = await setUp({ draft: written, ideas: over });
    expect(await ideas.open(over[0]!)).toBe(false);
    expect(ideas.error.value).toMatch(/could not be kept as an idea, so it was not replaced. You have 500 ideas/);
    expect(stored.value).toHaveLength(IDEAS_LIMIT + 1);
    expect(composer.drafts.draft.value.text).toBe(written.text);
  });

  it('"Add to queue" sends the idea through the outbox for the first free slot, and it leaves the list', async () => {
    const saved = idea('q', 'Queue me');
    const { ideas, stored, sent } = await setUp({ ideas: [saved] });
    expect(await ideas.queue(saved)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data.queue).toBe(true);
    // 1 March 2026 is a Sunday: Monday 09:00 in the person's zone is the first slot of the default schedule.
    expect(sent[0]!.data.post).toMatchObject({
      content: 'Queue me',
      accounts: [linkedin],
      when: { date: '2026-03-02', time: '09:00', timezone: 'Europe/London' },
    });
    expect(stored.value).toEqual([]);
  });

  it('does not queue an idea the composer would not send, and keeps it', async () => {
    const saved = ideaOf({ ...emptyDraft([]), text: 'No accounts yet' }, 'x', NOW);
    const { ideas, stored, sent } = await setUp({ ideas: [saved] });
    expect(await ideas.queue(saved)).toBe(false);
    expect(ideas.error.value).toMatch(/cannot be queued yet/);
    expect(sent).toEqual([]);
    expect(stored.value).toHaveLength(1);
  });

  it('deletes with Undo, and searches newest first', async () => {
    const a = idea('a', 'Autumn menu', 1);
    const b = idea('b', 'Winter menu', 2);
    const { ideas, stored } = await setUp({ ideas: [a, b] });
    await waitFor(() => expect(ideas.all.value.map((i) => i.id)).toEqual(['b', 'a']));
    ideas.search('menu');
    expect(ideas.shown.value.map((i) => i.id)).toEqual(['b', 'a']);
    ideas.search('autumn');
    expect(ideas.shown.value.map((i) => i.id)).toEqual(['a']);
    await ideas.remove(a);
    expect(stored.value.map((i) => i.id)).toEqual(['b']);
    expect(ideas.deleted.value?.id).toBe('a');
    await ideas.undoRemove();
    expect(stored.value.map((i) => i.id).sort()).toEqual(['a', 'b']);
    expect(ideas.deleted.value).toBeNull();
  });
});
