/**
 * The background's side of ideas: "Save to ideas" keeps what the way in would have brought, says so in a notification
 * and refuses the 501st; a file's import is checked here and added whole or not at all.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ideasHandlers, keepAsIdea } from '@/lib/background/ideas';
import { checkStorage } from '@/lib/background/check-storage';
import { emptyDraft } from '@/lib/draft/next-draft';
import { ideaOf } from '@/lib/ideas/idea';
import { ideasFile } from '@/lib/ideas/ideas-list';
import { ideasItem } from '@/lib/storage/ideas-item';
import { draftItem } from '@/lib/storage/draft-item';

const many = (n: number) =>
  Array.from({ length: n }, (_, i) => ideaOf({ ...emptyDraft(), text: `idea ${i}` }, `i${i}`, i));
const selection = {
  id: 'p1',
  createdAt: 5,
  source: 'selection' as const,
  selection: 'Well said.',
  pageUrl: 'https://news.example/a',
};

describe('Save to ideas', () => {
  it('keeps the selection as the composer would quote it, for the draft’s accounts, and says so', async () => {
    checkStorage();
    const shown = vi.spyOn(fakeBrowser.notifications, 'create').mockResolvedValue(undefined);
    await draftItem.set({ ...emptyDraft([{ id: 2, type: 'linkedin' }]), text: 'Unrelated draft' });
    await keepAsIdea(selection, 10);
    const [idea] = await ideasItem.get();
    expect(idea).toMatchObject({
      id: 'p1',
      savedAt: 10,
      draft: { text: '“Well said.”\n\nhttps://news.example/a', accounts: [{ id: 2, type: 'linkedin' }] },
    });
    expect(shown).toHaveBeenCalledWith('quickpost-idea:p1', expect.objectContaining({ title: 'Saved to your ideas' }));
    expect((await draftItem.get())?.text).toBe('Unrelated draft');
  });

  it('refuses the 501st with the sentence, keeping the 500', async () => {
    const shown = vi.spyOn(fakeBrowser.notifications, 'create').mockResolvedValue(undefined);
    await ideasItem.set(many(500));
    await keepAsIdea(selection, 10);
    expect(await ideasItem.get()).toHaveLength(500);
    expect(shown).toHaveBeenCalledWith(
      'quickpost-idea:p1',
      expect.objectContaining({
        title: 'Not saved to your ideas',
        message: 'You have 500 ideas, the most Quickpost keeps: delete some you no longer need to save this one.',
      }),
    );
  });
});

describe('importing an ideas file', () => {
  it('adds a file’s ideas, or refuses a file that is not one with its sentence', async () => {
    await ideasItem.set(many(2));
    const file = ideasFile([ideaOf({ ...emptyDraft(), text: 'From the file' }, 'f1', 50)]);
    expect(await ideasHandlers['ideas.import']({ file })).toEqual({ count: 1 });
    expect((await ideasItem.get()).map((i) => i.id)).toEqual(['i0', 'i1', 'f1']);
    await expect(ideasHandlers['ideas.import']({ file: '{"not":"ideas"}' })).rejects.toMatchObject({
      name: 'QuickpostError',
      key: 'ideas_file_refused',
    });
    expect(await ideasItem.get()).toHaveLength(3);
  });
});
