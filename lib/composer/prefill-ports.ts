/**
 * The prefill model's ports in a real composer page. The toolbar popup reads the active tab — its URL and title
 * are visible because the toolbar click grants activeTab, and only then (no `tabs` permission needed). A composer
 * window is its own active tab, so it reads the tab it was opened on from `?tab=` (lib/background/open-composer.ts).
 */
import type { Windows } from 'webextension-polyfill';
import { pageBrowser } from './page-browser';
import type { ComposerPorts } from '@/lib/composer/ports';
import { prefillItem } from '../prefill/item';
import { imageGrantsItem } from '../prefill/image-grants';
import { idbImageStore } from '../prefill/image-store';
import type { PageScripting } from '../prefill/page-images';
import type { PrefillPorts } from './ports';

/**
 * The side panel's page: the active tab of the window it is in — or, for the panel's page opened in a window of its
 * own, of the last focused browser window. Its address shows for the service's origins, sites granted, or with `tabs`.
 */
async function besideTab() {
  const browser = pageBrowser();
  const own = await browser.windows.getCurrent();
  const window =
    own.type === 'normal' ? own : await browser.windows.getLastFocused({ windowTypes: ['normal'] } as Windows.GetInfo); // (the polyfill's type lacks windowTypes)
  return window.id === undefined
    ? null
    : ((await browser.tabs.query({ active: true, windowId: window.id }))[0] ?? null);
}

export function browserPrefillPorts(mode: 'popup' | 'tab' | 'sidepanel', ask: ComposerPorts['ask']): PrefillPorts {
  const browser = pageBrowser();
  async function currentPage() {
    if (mode === 'sidepanel') return besideTab();
    if (mode === 'popup') return (await browser.tabs.query({ active: true, currentWindow: true }))[0] ?? null;
    const id = Number(new URLSearchParams(location.search).get('tab') ?? NaN);
    return Number.isInteger(id) && id >= 0 ? browser.tabs.get(id) : null;
  }
  return {
    pending: prefillItem,
    pageOnOpen: mode !== 'sidepanel',
    allowTabs: mode === 'sidepanel' ? () => browser.permissions.request({ permissions: ['tabs'] }) : undefined,
    currentPage,
    // The page the composer was opened on (activeTab: the toolbar click or the menu click granted it); loaded when asked.
    pageImages: async () =>
      (await import('../prefill/page-images')).imagesOfTab(
        (browser as unknown as { scripting?: PageScripting }).scripting,
        await currentPage(),
      ),
    pickImage: async (srcUrl, pageUrl) => void (await ask('prefill.pick', { srcUrl, pageUrl })),
    thumbnail: async (url) => (await ask('prefill.thumbnail', { url })).dataUrl,
    // Noted as it is asked for (not awaited first: the request must stay within the person's click), so the
    // background gives it back however the image's flow ends (lib/prefill/image-grants.ts).
    allowOrigin: async (pattern) => {
      const noted = imageGrantsItem.get().then((asked) => imageGrantsItem.set([...new Set([...asked, pattern])]));
      const granted = await browser.permissions.request({ origins: [pattern] });
      await noted.catch(() => undefined);
      return granted;
    },
    fetchImage: async (id, word) => void (await ask('prefill.image', { id, ...word })),
    attachImage: async (id) => void (await ask('prefill.attach', { id })),
    imagePreview: async (id) => (await idbImageStore.get(id))?.file ?? null,
    now: () => Date.now(),
  };
}
