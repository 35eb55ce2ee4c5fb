import { describe, expect, it, vi } from 'vitest';
import { signal } from '@preact/signals';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { createDraftModel } from '@/lib/composer/draft-model';
import { createPrefillModel, type PrefillPorts } from '@/lib/composer/prefill-model';
import type { Tabs } from 'webextension-polyfill';
import { browser } from '@/lib/storage/browser-api';
import { memoryItem } from '../fakes/items';
import { defaultShareSettings } from '@/lib/storage/share-settings-item';
import type { ShareSettings } from '@/lib/settings/share-templates';
import type { Prefill } from '@/lib/storage/prefill';

const NOW = 1_000_000;
const selection: Prefill = {
  id: 's1',
  source: 'selection',
  createdAt: NOW,
  pageUrl: 'https://example.com/a',
  selection: 'Good coffee.',
};
const quoted = '“Good coffee.”\n\nhttps://example.com/a';

/** The composer's real draft model over an in-memory item, and the prefill model over fake items and WXT's fake browser. */
async function setUp({
  draftText = '',
  pending = null as Prefill | null,
  page = null as { url?: string; title?: string } | null,
  attachments = [] as Draft['attachments'],
  share = defaultShareSettings as ShareSettings,
  author = '',
} = {}) {
  let draftValue: Draft | null = { ...emptyDraft(), text: draftText, attachments, updatedAt: 1 };
  const drafts = createDraftModel({
    now: () => NOW,
    items: {
      draft: { get: async () => draftValue, set: async (d) => void (draftValue = d), watch: () => () => undefined },
    },
  });
  await drafts.load(() => emptyDraft());
  const pendingItem = memoryItem<Prefill | null>(pending);
  // The popup's page is the active tab; permissions.request is the person's answer to the browser's prompt.
  vi.spyOn(browser.tabs, 'query').mockResolvedValue(page ? [page as Tabs.Tab] : []);
  const request = vi.fn(async () => true);
  browser.permissions.request = request;
  /** What the model asked the background (`prefill.image`, `prefill.attach`): each answered at once. */
  const ask = vi.fn(async (type: string) => (type === 'prefill.author' ? { author } : {}));
  const ports: PrefillPorts = {
    ask: ask as unknown as PrefillPorts['ask'],
    now: () => NOW,
    mode: 'popup',
    items: { prefill: pendingItem, share: memoryItem(share) },
  };
  const model = createPrefillModel(ports, {
    drafts,
    accounts: { selectedTypes: signal<string[]>([]) },
    twitter: { measure: signal(null), ensure: async () => (t: string) => t.length },
  });
  await model.follow();
  return { model, drafts, request, ask, stored: () => pendingItem.value, arrive: (p: Prefill) => pendingItem.set(p) };
}

describe('the composer takes a prefill', () => {
  it('into an empty draft at once, and forgets it', async () => {
    const { drafts, stored, model } = await setUp({ pending: selection });
    expect(drafts.draft.value.text).toBe(quoted);
    expect(model.offer.value).toBeNull();
    expect(stored()).toBeNull();
  });

  it('never over an unsent draft: it waits for the person', async () => {
    const { drafts, model, stored } = await setUp({ draftText: 'Mine', pending: selection });
    expect(drafts.draft.value.text).toBe('Mine');
    expect(model.offer.value?.id).toBe('s1');
    expect(stored()?.id).toBe('s1'); // survives the popup closing before the choice
  });

  it.each<[string, (m: Awaited<ReturnType<typeof setUp>>['model']) => void, string]>([
    ['Append', (m) => m.append(), `Mine\n\n${quoted}`],
    ['Replace', (m) => m.replace(), quoted],
    ['Keep my draft', (m) => m.keep(), 'Mine'],
  ])('%s', async (_, choose, text) => {
    const { drafts, model, stored } = await setUp({ draftText: 'Mine', pending: selection });
    choose(model);
    await vi.waitFor(() => expect(stored()).toBeNull());
    expect(drafts.draft.value.text).toBe(text);
    expect(model.offer.value).toBeNull();
  });

  it('a prefill arriving while the composer is open is offered too', async () => {
    const { model, arrive, drafts } = await setUp({ draftText: 'Mine' });
    await arrive({ ...selection, id: 's2' });
    await vi.waitFor(() => expect(model.offer.value?.id).toBe('s2'));
    expect(drafts.draft.value.text).toBe('Mine');
  });

  it('a stale prefill is ignored; the toolbar’s page is used instead', async () => {
    const { drafts } = await setUp({
      pending: { ...selection, createdAt: NOW - 31 * 60_000 },
      page: { url: 'https://example.com/b', title: 'B' },
    });
    expect(drafts.draft.value.text).toBe('B\nhttps://example.com/b');
  });

  it.each([
    ['a browser page', { url: 'chrome://extensions/', title: 'Extensions' }],
    ['a page it cannot read', { title: 'Web Store' }],
    ['no page', null],
  ])('the toolbar on %s leaves the composer empty', async (_, page) => {
    const { drafts, model } = await setUp({ page });
    expect(drafts.draft.value.text).toBe('');
    expect(model.offer.value).toBeNull();
  });

  it('the toolbar on the page the draft already shares offers nothing', async () => {
    const { model } = await setUp({
      draftText: 'Read this https://example.com/b',
      page: { url: 'https://example.com/b', title: 'B' },
    });
    expect(model.offer.value).toBeNull();
  });

  it('an image waits for its upload, then is attached; needs-permission asks, then fetches again', async () => {
    const image: Prefill = {
      id: 'i1',
      source: 'image',
      createdAt: NOW,
      image: { srcUrl: 'https://cdn.example/a.png', state: 'needs-permission', origin: 'https://cdn.example/*' },
    };
    const { model, request, ask, arrive, drafts } = await setUp({ pending: image });
    expect(model.offer.value?.image?.state).toBe('needs-permission');
    await model.allow();
    expect(request).toHaveBeenCalledWith({ origins: ['https://cdn.example/*'] });
    expect(ask).toHaveBeenCalledWith('prefill.image', { id: 'i1', granted: true });
    const attachment = { media_id: 'image-5', type: 'image' as const };
    await arrive({ ...image, image: { srcUrl: image.image!.srcUrl, state: 'ready', attachment } });
    await vi.waitFor(() => expect(drafts.draft.value.attachments).toEqual([attachment]));
  });

  it('a refused permission says what to do instead, and fetches nothing', async () => {
    const image: Prefill = {
      id: 'i1',
      source: 'image',
      createdAt: NOW,
      image: { srcUrl: 'https://cdn.example/a.png', state: 'needs-permission', origin: 'https://cdn.example/*' },
    };
    const { model, request, ask } = await setUp({ pending: image });
    request.mockResolvedValueOnce(false);
    await model.allow();
    expect(model.notice.value).toContain('Without access to cdn.example');
    expect(model.notice.value).toContain('Upload from computer');
    expect(ask).not.toHaveBeenCalled();
  });

  it('Append is refused with the reason when the draft holds a video', async () => {
    const image: Prefill = {
      id: 'i1',
      source: 'image',
      createdAt: NOW,
      image: { srcUrl: 'https://x/a.png', state: 'ready', attachment: { media_id: 'image-5', type: 'image' } },
    };
    const { model, drafts } = await setUp({
      pending: image,
      attachments: [{ media_id: 'video-1', type: 'video', status: 'processed' }],
    });
    expect(model.appendBlocked.value).not.toBe('');
    model.append();
    expect(drafts.draft.value.attachments.map((a) => a.media_id)).toEqual(['video-1']);
  });

  it('a fetched image is shown, not uploaded, until the person attaches it; then it goes in as they chose', async () => {
    const image: Prefill = {
      id: 'i2',
      source: 'image',
      createdAt: NOW,
      image: { srcUrl: 'https://cdn.example/a.png', state: 'fetched' },
    };
    const { model, ask, arrive, drafts } = await setUp({ draftText: 'Mine', pending: image });
    expect(model.offer.value?.image?.state).toBe('fetched');
    expect(ask).not.toHaveBeenCalled();
    model.attachImage('append');
    expect(ask).toHaveBeenCalledWith('prefill.attach', { id: 'i2' });
    const attachment = { media_id: 'image-9', type: 'image' as const };
    await arrive({ ...image, image: { srcUrl: image.image!.srcUrl, state: 'ready', attachment } });
    expect(drafts.draft.value.text).toBe('Mine');
    expect(drafts.draft.value.attachments.map((a) => a.media_id)).toEqual(['image-9']);
    expect(model.offer.value).toBeNull();
  });

  it('a local image waits for the person’s word, then is fetched with it', async () => {
    const image: Prefill = {
      id: 'i3',
      source: 'image',
      createdAt: NOW,
      image: { srcUrl: 'http://127.0.0.1:5555/x.png', state: 'needs-confirm', address: '127.0.0.1:5555' },
    };
    const { model, ask } = await setUp({ pending: image });
    expect(ask).not.toHaveBeenCalled();
    await model.confirmFetch();
    expect(ask).toHaveBeenCalledWith('prefill.image', { id: 'i3', confirm: true });
  });

  it('an image picked from the page is attached once fetched, beside the draft as it is — no Replace or Append asked', async () => {
    const picked: Prefill = {
      id: 'p1',
      source: 'image',
      picked: true,
      createdAt: NOW,
      image: { srcUrl: 'https://cdn.example/og.png', state: 'fetched' },
    };
    const { model, ask, arrive, drafts } = await setUp({ draftText: 'Mine\n', pending: picked });
    expect(ask).toHaveBeenCalledWith('prefill.attach', { id: 'p1' });
    const attachment = { media_id: 'image-11', type: 'image' as const };
    await arrive({ ...picked, image: { srcUrl: picked.image!.srcUrl, state: 'ready', attachment } });
    expect(drafts.draft.value.text).toBe('Mine\n');
    expect(drafts.draft.value.attachments.map((a) => a.media_id)).toEqual(['image-11']);
    expect(model.offer.value).toBeNull();
  });

  it('a picked image that became ready while no composer was open joins the draft when one opens', async () => {
    const attachment = { media_id: 'image-12', type: 'image' as const };
    const picked: Prefill = {
      id: 'p2',
      source: 'image',
      picked: true,
      createdAt: NOW,
      image: { srcUrl: 'https://cdn.example/og.png', state: 'ready', attachment },
    };
    const { drafts, model } = await setUp({ draftText: 'Mine', pending: picked });
    expect(drafts.draft.value.attachments.map((a) => a.media_id)).toEqual(['image-12']);
    expect(drafts.draft.value.text).toBe('Mine');
    expect(model.offer.value).toBeNull();
  });
});

describe('the share text and its address', () => {
  const tracked = 'https://example.com/a?utm_source=newsletter&id=7&fbclid=x';

  it('renders the toolbar page with the person’s template and the author the background read from its tab', async () => {
    const share = {
      ...defaultShareSettings,
      templates: { ...defaultShareSettings.templates, page: '{title} by {author} {url}' },
    };
    const { drafts, ask } = await setUp({
      page: { id: 4, url: tracked, title: 'Beans' } as never,
      share,
      author: '@ana',
    });
    expect(ask).toHaveBeenCalledWith('prefill.author', { tabId: 4 });
    expect(drafts.draft.value.text).toBe('Beans by @ana https://example.com/a?id=7');
    expect(drafts.draft.value.inserted).toEqual(['https://example.com/a?id=7']);
  });

  it('asks for no author when the template names none, and keeps tracking parameters when told to', async () => {
    const share = { ...defaultShareSettings, links: { ...defaultShareSettings.links, clean: false } };
    const { drafts, ask } = await setUp({ page: { id: 4, url: tracked, title: 'Beans' } as never, share });
    expect(ask).not.toHaveBeenCalled();
    expect(drafts.draft.value.text).toBe(`Beans\n${tracked}`);
  });
});
