// The tab a composer page is for: the popup's active tab (the click's activeTab grant), the side panel's beside it,
// a composer window's `?tab=` (lib/background/toolbar.ts); a composer tab of its own has none.
import type { Windows } from 'webextension-polyfill';
import { browser } from '@/lib/storage/browser-api';
import type { ComposerPorts } from './ports';

type Mode = ComposerPorts['mode'];
export type PageTab = { id?: number | undefined; url?: string | undefined; title?: string | undefined };

export const hasPage = (mode: Mode): boolean => mode !== 'tab' || new URLSearchParams(location.search).has('tab');

/** The active tab of the side panel's window, or of the last focused browser window for a panel page opened alone. */
async function besideTab() {
  const own = await browser.windows.getCurrent();
  const window =
    own.type === 'normal' ? own : await browser.windows.getLastFocused({ windowTypes: ['normal'] } as Windows.GetInfo); // (the polyfill's type lacks windowTypes)
  return window.id === undefined
    ? null
    : ((await browser.tabs.query({ active: true, windowId: window.id }))[0] ?? null);
}

/** The page the composer was opened on; null if there is none or it cannot be read. */
export async function pageTab(mode: Mode): Promise<PageTab | null> {
  if (mode === 'sidepanel') return besideTab();
  if (mode === 'popup') return (await browser.tabs.query({ active: true, currentWindow: true }))[0] ?? null;
  const id = Number(new URLSearchParams(location.search).get('tab') ?? NaN);
  return Number.isInteger(id) && id >= 0 ? browser.tabs.get(id) : null;
}
