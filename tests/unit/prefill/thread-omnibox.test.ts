/**
 * The pure parts of two ways in: "Add selection to thread" (lib/prefill/thread.ts) and the address bar's keyword
 * (lib/prefill/omnibox-input.ts), plus the text prefill they share with the other ways in (lib/prefill/prefill-text.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { signal } from '@preact/signals';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { addToThread } from '@/lib/prefill/thread';
import { accountNames, omniboxPrefill, omniboxSuggestions, parseOmnibox } from '@/lib/prefill/omnibox-input';
import { contentOf } from '@/lib/prefill/prefill-text';
import { createMenus, threadQuoteFromClick } from '@/lib/prefill/menus';
import { createDraftModel } from '@/lib/composer/draft-model';
import { createPrefillModel } from '@/lib/composer/prefill-model';
import type { Tabs, Windows } from 'webextension-polyfill';
import { browser } from '@/lib/storage/browser-api';
import { memoryItem } from '../fakes/items';
import { defaultShareSettings } from '@/lib/storage/share-settings-item';

const ctx = { defaultAccounts: [{ id: 9, type: 'twitter' }], now: 5_000 };
const draft = (over: Partial<Draft> = {}): Draft => ({
  ...emptyDraft([{ id: 1, type: 'twitter' }]),
  updatedAt: 100,
  ...over,
});

describe('Add selection to thread', () => {
  it('is a menu item on selections, created with the others', async () => {
    const made: { id: string; title: string; contexts: string[] }[] = [];
    await createMenus({ removeAll: async () => undefined, create: (item) => made.push(item) });
    expect(made.find((m) => m.id === 'quickpost-thread')).toMatchObject({
      title: 'Add selection to thread',
      contexts: ['selection'],
    });
    expect(made.filter((m) => m.contexts.includes('selection'))).toHaveLength(3);
  });

  it('a click gives the quote and the page (the tab’s URL first); other items and blank selections give nothing', () => {
    const tab = { id: 3, url: 'https://a.example/post', title: 'A' };
    expect(
      threadQuoteFromClick(
        { menuItemId: 'quickpost-thread', selectionText: 'Quote', pageUrl: 'https://b.example/' },
        tab,
      ),
    ).toEqual({
      selection: 'Quote',
      pageUrl: 'https://a.example/post',
    });
    expect(
      threadQuoteFromClick(
        { menuItemId: 'quickpost-thread', selectionText: 'Quote', pageUrl: 'chrome://newtab/' },
        undefined,
      ),
    ).toEqual({ selection: 'Quote' });
    expect(threadQuoteFromClick({ menuItemId: 'quickpost-thread', selectionText: '  ' }, tab)).toBeNull();
    expect(threadQuoteFromClick({ menuItemId: 'quickpost-selection', selectionText: 'Quote' }, tab)).toBeNull();
  });

  it('appends each quote with its page’s URL as the next reply, stamped newer than the stored draft', () => {
    let d = addToThread(
      draft({ text: 'What I read today' }),
      { selection: 'First  quote', pageUrl: 'https://a.example/1' },
      ctx,
    )!;
    d = addToThread(d, { selection: 'Second quote', pageUrl: 'https://b.example/2' }, { ...ctx, now: 50 })!;
    expect(d.text).toBe('What I read today');
    expect(d.replies).toEqual(['“First quote”\n\nhttps://a.example/1', '“Second quote”\n\nhttps://b.example/2']);
    expect(d.updatedAt).toBe(5_001); // the clock went back: still newer than what was stored
    expect(d.accounts).toEqual([{ id: 1, type: 'twitter' }]);
  });

  it('starts the thread with the first quote when the draft has no text; fills a blank reply the person added', () => {
    const first = addToThread(null, { selection: 'Opening', pageUrl: 'https://a.example/' }, ctx)!;
    expect(first).toMatchObject({
      text: '“Opening”\n\nhttps://a.example/',
      replies: [],
      accounts: ctx.defaultAccounts,
      updatedAt: 5_000,
    });
    const blank = addToThread(draft({ text: 'Lead', replies: ['one', ' '] }), { selection: 'two' }, ctx)!;
    expect(blank.replies).toEqual(['one', '“two”']);
  });

  it('never touches a draft already handed to the outbox: a new one starts with the same accounts', () => {
    const sending = draft({ text: 'Sent one', replies: ['r'], outboxId: 'o1' });
    const next = addToThread(sending, { selection: 'New' }, ctx)!;
    expect(next).toMatchObject({ text: '“New”', replies: [], accounts: sending.accounts });
    expect(next.outboxId).toBeUndefined();
  });

  it('shortens a long quote to one tweet, keeping the URL whole', () => {
    const long = 'word '.repeat(100).trim();
    const d = addToThread(draft({ text: 'Lead' }), { selection: long, pageUrl: 'https://a.example/long' }, ctx)!;
    expect(d.replies[0]!.length).toBeLessThanOrEqual(280);
    expect(d.replies[0]).toMatch(/…”\n\nhttps:\/\/a\.example\/long$/);
  });
});

describe('the address bar: qp <text>', () => {
  it.each<[string, { text: string; withPage: boolean }]>([
    ['Great read', { text: 'Great read', withPage: false }],
    ['  Great   read +', { text: 'Great read', withPage: true }],
    ['+', { text: '', withPage: true }],
    ['C++', { text: 'C++', withPage: false }],
    ['1 + 1', { text: '1 + 1', withPage: false }],
    ['1 + 1 +', { text: '1 + 1', withPage: true }],
    ['Great read+', { text: 'Great read+', withPage: false }],
    ['', { text: '', withPage: false }],
  ])('%j', (input, expected) => {
    expect(parseOmnibox(input)).toEqual(expected);
  });

  const page = { id: 4, url: 'https://news.example/story', title: 'A story' };

  it('brings the text, and the page’s URL only when asked for and shareable', () => {
    const text = omniboxPrefill('Worth it', page, 'id', 7)!;
    expect(text).toEqual({ id: 'id', createdAt: 7, source: 'text', text: 'Worth it' });
    expect(contentOf(text, { types: [], measure: null }).text).toBe('Worth it');
    const withPage = omniboxPrefill('Worth it +', page, 'id', 7)!;
    expect(contentOf(withPage, { types: [], measure: null }).text).toBe('Worth it\n\nhttps://news.example/story');
    expect(omniboxPrefill('Worth it +', { url: 'chrome://settings/' }, 'id', 7)).toMatchObject({
      source: 'text',
      text: 'Worth it',
    });
    expect(omniboxPrefill('Worth it +', { url: 'chrome://settings/' }, 'id', 7)).not.toHaveProperty('pageUrl');
    expect(omniboxPrefill('+', page, 'id', 7)).toMatchObject({
      source: 'page',
      pageUrl: page.url,
      pageTitle: 'A story',
    });
    expect(omniboxPrefill('  ', page, 'id', 7)).toBeNull();
  });

  it('names the chosen accounts from the cache, without a read', () => {
    const cache = [
      { id: 1, type: 'twitter', name: 'Ana' },
      { id: 2, type: 'linkedin', username: 'bo' },
    ];
    expect(
      accountNames(
        [
          { id: 1, type: 'twitter' },
          { id: 2, type: 'linkedin' },
          { id: 3, type: 'bluesky' },
        ],
        cache,
      ),
    ).toEqual(['Ana (Twitter)', '@bo (LinkedIn)', '#3 (Bluesky)']);
  });

  it('suggests what Enter does and the other way (with or without the page); escapes the words for Chrome only', () => {
    const plain = omniboxSuggestions('Tea & <cake>', ['Ana (Twitter)'], { markup: false });
    expect(plain.description).toBe(
      'Quickpost: write “Tea & <cake>” for Ana (Twitter) — opens the composer, nothing is sent from here',
    );
    expect(plain.suggestions).toEqual([
      { content: 'Tea & <cake> +', description: expect.stringContaining('and this page’s address') },
    ]);
    const xml = omniboxSuggestions('Tea & <cake> +', [], { markup: true });
    expect(xml.description).toContain(
      'Tea &#38; &#60;cake&#62;” and this page’s address for the accounts you choose in the composer',
    );
    expect(xml.description).not.toMatch(/[<>]/);
    expect(xml.suggestions[0]!.content).toBe('Tea & <cake>');
    expect(omniboxSuggestions('', [], { markup: false })).toEqual({
      description: expect.stringContaining('end with “ +”'),
      suggestions: [],
    });
  });

  it('names the posting queue’s next free slot after the accounts, in both lines', () => {
    const shown = omniboxSuggestions('Worth it', ['Ana (Twitter)'], {
      markup: false,
      slot: 'Tue 12:30 (Europe/Berlin)',
    });
    expect(shown.description).toBe(
      'Quickpost: write “Worth it” for Ana (Twitter) (next free queue slot: Tue 12:30 (Europe/Berlin)) — opens the composer, nothing is sent from here',
    );
    expect(shown.suggestions[0]!.description).toContain('(next free queue slot: Tue 12:30 (Europe/Berlin))');
    expect(omniboxSuggestions('Worth it', ['Ana (Twitter)'], { markup: false }).description).not.toContain('queue');
  });
});

describe('Use this page (the side panel)', () => {
  async function setUp(page: { url?: string; title?: string } | null, { text = '', allowTabs = false } = {}) {
    let stored: Draft | null = { ...emptyDraft(), text, updatedAt: 1 };
    const drafts = createDraftModel({
      now: () => 10,
      items: { draft: { get: async () => stored, set: async (d) => void (stored = d), watch: () => () => undefined } },
    });
    await drafts.load(() => emptyDraft());
    // The panel's page: the active tab of its own (normal) window; `tabs`, when asked for, granted or not.
    vi.spyOn(browser.windows, 'getCurrent').mockResolvedValue({ id: 1, type: 'normal' } as Windows.Window);
    const currentPage = vi.spyOn(browser.tabs, 'query').mockResolvedValue(page ? [page as Tabs.Tab] : []);
    const request = vi.fn(async () => allowTabs);
    browser.permissions.request = request;
    const model = createPrefillModel(
      {
        ask: (async () => ({})) as never,
        now: () => 10,
        mode: 'sidepanel',
        items: { prefill: memoryItem(null), share: memoryItem(defaultShareSettings) },
      },
      {
        drafts,
        accounts: { selectedTypes: signal([]) },
        twitter: { measure: signal(null), ensure: async () => (s: string) => s.length },
      },
    );
    await model.follow();
    return { model, drafts, currentPage, request };
  }

  it('the side panel does not take the page when it opens; the button does', async () => {
    const { model, drafts, currentPage } = await setUp({ url: 'https://a.example/x', title: 'X' });
    expect(currentPage).not.toHaveBeenCalled();
    expect(drafts.draft.value.text).toBe('');
    await model.usePage();
    expect(drafts.draft.value.text).toBe('X\nhttps://a.example/x');
  });

  it('over an unsent draft it is offered (Replace / Append / Keep), never put in silently', async () => {
    const { model, drafts } = await setUp({ url: 'https://a.example/x', title: 'X' }, { text: 'Mine' });
    await model.usePage();
    expect(drafts.draft.value.text).toBe('Mine');
    expect(model.offer.value).toMatchObject({ source: 'page', pageUrl: 'https://a.example/x' });
    model.append();
    expect(drafts.draft.value.text).toBe('Mine\n\nX\nhttps://a.example/x');
  });

  it('a hidden address asks for tabs, then reads again; refused, it says why', async () => {
    const { model, drafts, request } = await setUp({ title: 'Hidden' });
    await model.usePage();
    expect(request).toHaveBeenCalledExactlyOnceWith({ permissions: ['tabs'] });
    expect(drafts.draft.value.text).toBe('');
    expect(model.notice.value).toContain('cannot see this tab’s address');
  });
});
