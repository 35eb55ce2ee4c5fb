import { describe, expect, it, vi } from 'vitest';
import { createMenus, ideaPrefillFromClick, MENU_ITEMS, prefillFromClick, type ClickInfo } from '@/lib/prefill/menus';

describe('context menus', () => {
  it('are removed, then created once each, with the labels of docs/design.md §3.3, on web pages only', async () => {
    const calls: string[] = [];
    const menus = {
      removeAll: vi.fn(async () => void calls.push('removeAll')),
      create: vi.fn((item: { id: string; title: string; contexts: string[] }) => calls.push(item.id)),
    };
    await createMenus(menus);
    await createMenus(menus); // every start: still one of each
    expect(calls).toEqual(['removeAll', ...MENU_ITEMS.map((m) => m.id), 'removeAll', ...MENU_ITEMS.map((m) => m.id)]);
    expect(menus.create.mock.calls.slice(0, 4).map(([item]) => [item.title, item.contexts])).toEqual([
      ['Schedule this page', ['page']],
      ['Post selected text', ['selection']],
      ['Schedule this link', ['link']],
      ['Post this image', ['image']],
    ]);
    expect(menus.create.mock.calls[0]![0]).toMatchObject({ documentUrlPatterns: ['http://*/*', 'https://*/*'] });
  });

  const tab = { id: 7, url: 'https://example.com/post', title: 'A good read' };
  const page = { pageUrl: 'https://example.com/post', frameId: 0 };

  it.each<[string, ClickInfo, object | null]>([
    ['page', { menuItemId: 'quickpost-page', ...page }, { source: 'page', pageUrl: tab.url, pageTitle: tab.title }],
    [
      'selection',
      { menuItemId: 'quickpost-selection', selectionText: 'Hello', ...page },
      { source: 'selection', selection: 'Hello', pageUrl: tab.url },
    ],
    ['blank selection', { menuItemId: 'quickpost-selection', selectionText: ' ', ...page }, null],
    [
      'link (Chrome: no text)',
      { menuItemId: 'quickpost-link', linkUrl: 'https://shop.example/m', ...page },
      { source: 'link', linkUrl: 'https://shop.example/m' },
    ],
    [
      'link (Firefox: linkText)',
      { menuItemId: 'quickpost-link', linkUrl: 'https://shop.example/m', linkText: 'Menu', ...page },
      { linkText: 'Menu' },
    ],
    [
      'link with its text selected',
      { menuItemId: 'quickpost-link', linkUrl: 'https://shop.example/m', selectionText: 'Menu', ...page },
      { linkText: 'Menu' },
    ],
    [
      'image',
      { menuItemId: 'quickpost-image', srcUrl: 'https://cdn.example/a.png', mediaType: 'image', ...page },
      { source: 'image', image: { srcUrl: 'https://cdn.example/a.png', state: 'fetching' } },
    ],
    ['someone else’s item', { menuItemId: 'other', ...page }, null],
  ])('%s', (_, info, expected) => {
    const prefill = prefillFromClick(info, tab, 'id-1', 1000);
    if (expected === null) expect(prefill).toBeNull();
    else expect(prefill).toMatchObject({ id: 'id-1', createdAt: 1000, ...expected });
  });

  it('leaves out a page it cannot share (a browser page), keeping what the click carries', () => {
    const prefill = prefillFromClick(
      { menuItemId: 'quickpost-link', linkUrl: 'https://a.example/', pageUrl: 'chrome://newtab/' },
      { id: 1, url: 'chrome://newtab/', title: 'New Tab' },
      'x',
      0,
    );
    expect(prefill).toEqual({ id: 'x', createdAt: 0, source: 'link', linkUrl: 'https://a.example/' });
  });

  const onPage = { id: 3, url: 'https://news.example/a', title: 'A story' };
  it.each<[string, Partial<ClickInfo>, object]>([
    ['the page', {}, { source: 'page', pageUrl: onPage.url, pageTitle: 'A story' }],
    ['a selection', { selectionText: 'Well said' }, { source: 'selection', selection: 'Well said' }],
    ['a link', { linkUrl: 'https://b.example/', selectionText: 'B' }, { source: 'link', linkText: 'B' }],
    ['an image', { srcUrl: 'https://c.example/i.png', linkUrl: 'https://b.example/' }, { source: 'image' }],
  ])('"Save to ideas" on %s brings what that way in would', (_, click, expected) => {
    const info = { menuItemId: 'quickpost-idea', pageUrl: onPage.url, ...click };
    expect(ideaPrefillFromClick(info, onPage, 'i', 5)).toMatchObject({ id: 'i', createdAt: 5, ...expected });
    expect(ideaPrefillFromClick({ ...info, menuItemId: 'quickpost-page' }, onPage, 'i', 5)).toBeNull();
  });
});
