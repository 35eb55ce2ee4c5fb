import { describe, expect, it, vi } from 'vitest';
import { emptyDraft } from '@/lib/draft/next-draft';
import { createDraftModel } from '@/lib/composer/draft-model';
import { createLinksModel } from '@/lib/composer/links-model';
import { textFor } from '@/lib/draft/networks';
import { defaultShareSettings } from '@/lib/storage/share-settings-item';
import type { Draft } from '@/lib/draft/draft';
import { memoryItem } from '../fakes/items';

const accounts = [
  { id: 1, type: 'twitter' },
  { id: 2, type: 'linkedin' },
];

async function setUp(draft: Partial<Draft>, tag: boolean) {
  const stored = memoryItem<Draft | null>({ ...emptyDraft(accounts), ...draft });
  const drafts = createDraftModel({ now: () => 1, items: { draft: stored } });
  await drafts.load(() => emptyDraft());
  const share = { ...defaultShareSettings, links: { ...defaultShareSettings.links, tag, sites: ['blog.example'] } };
  const links = createLinksModel({ items: { share: memoryItem(share) } }, drafts);
  links.follow();
  await links.ensure();
  return { drafts, links };
}

describe('the composer’s links', () => {
  it('sends, counts and previews each network’s own tagged address, the editor keeping the one put in', async () => {
    const mine = 'https://blog.example/autumn';
    const { drafts, links } = await setUp({ text: `New: ${mine}`, inserted: [mine] }, true);
    // Loaded once the settings say tagging is on (read as the composer starts).
    await vi.waitFor(() => expect(links.forSending(drafts.draft.value)).not.toBe(drafts.draft.value));
    const sent = links.forSending(drafts.draft.value);
    expect(textFor(sent, 'twitter')).toBe(`New: ${mine}?utm_source=twitter&utm_medium=social`);
    expect(textFor(sent, 'linkedin')).toBe(`New: ${mine}?utm_source=linkedin&utm_medium=social`);
    expect(drafts.draft.value.text).toBe(`New: ${mine}`);
  });

  it('offers “Clean this link” for a typed link with tracking parameters, and cleans it on request', async () => {
    const typed = 'https://shop.example/m?utm_source=mail&size=2';
    const { drafts, links } = await setUp({ text: `Menu ${typed}` }, false);
    expect(links.toClean.value).toEqual([typed]);
    expect(links.forSending(drafts.draft.value).text).toBe(`Menu ${typed}`); // as written until asked
    links.clean(typed);
    expect(drafts.draft.value.text).toBe('Menu https://shop.example/m?size=2');
    expect(links.toClean.value).toEqual([]);
  });
});
