/**
 * The composer's ports in a real extension page: the contract's `ask`, the items the page reads itself (kept for the next
 * page's first render: lib/storage/snapshot.ts), and the browser's side of the page it is in. The toolbar popup reads the
 * active tab (the click's activeTab grant); a composer window reads the tab in its `?tab=` (lib/background/open-composer.ts).
 */
import type { Windows } from 'webextension-polyfill';
import { browser } from '@/lib/messaging/browser-api';
import { ask } from '@/lib/messaging/request';
import { draftItem } from '@/lib/storage/draft-item';
import { outboxItem } from '@/lib/storage/outbox-item';
import { uploadsItem } from '@/lib/storage/uploads-item';
import { loadTwitterMeasure } from '@/lib/draft/twitter-length';
import { keptValue } from '@/lib/storage/snapshot';
import { FOLLOWED_KEYS, accountsCacheItem, preferencesItem } from '@/lib/storage/page-items';
import { postingScheduleItem } from '@/lib/storage/schedule-item';
import { accountUseItem } from '@/lib/storage/account-use-item';
import { prefillItem } from '@/lib/prefill/item';
import { imageGrantsItem } from '@/lib/prefill/image-grants';
import { idbImageStore } from '@/lib/prefill/image-store';
import type { PageScripting } from '@/lib/prefill/page-images';
import { storeForUpload } from '@/lib/uploads/file-store';
import { uploadOnce } from '@/lib/uploads/ticket-upload';
import type { ComposerPorts, PrefillPorts } from './ports';

type Mode = 'popup' | 'tab' | 'sidepanel';

/** Calls back when the background changes one of its items in storage.local; returns the unsubscribe. */
function onChangeOf(key: string, callback: () => void): () => void {
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area === 'local' && key in changes) callback();
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

/**
 * The side panel's page: the active tab of the window it is in — or, for the panel's page opened in a window of its
 * own, of the last focused browser window. Its address shows for the service's origins, sites granted, or with `tabs`.
 */
async function besideTab() {
  const own = await browser.windows.getCurrent();
  const window =
    own.type === 'normal' ? own : await browser.windows.getLastFocused({ windowTypes: ['normal'] } as Windows.GetInfo); // (the polyfill's type lacks windowTypes)
  return window.id === undefined
    ? null
    : ((await browser.tabs.query({ active: true, windowId: window.id }))[0] ?? null);
}

function prefillPorts(mode: Mode): PrefillPorts {
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
    // Noted as it is asked for (not awaited first: the request must stay within the person's click), so the
    // background gives it back however the image's flow ends (lib/prefill/image-grants.ts).
    allowOrigin: async (pattern) => {
      const noted = imageGrantsItem.get().then((asked) => imageGrantsItem.set([...new Set([...asked, pattern])]));
      const granted = await browser.permissions.request({ origins: [pattern] });
      await noted.catch(() => undefined);
      return granted;
    },
    imagePreview: async (id) => (await idbImageStore.get(id))?.file ?? null,
  };
}

export function browserPorts(mode: Mode): ComposerPorts {
  const prefill = prefillPorts(mode);
  // The popup is for the active tab; the side panel for the active tab beside it; a composer window for the tab in its
  // `?tab=`. A composer tab of its own has no page.
  const forPage = mode !== 'tab' || new URLSearchParams(location.search).has('tab');
  return {
    now: () => Date.now(),
    draft: draftItem,
    stored: {
      preferences: preferencesItem.get,
      accounts: async () => (await accountsCacheItem.get())?.value ?? null,
      accountUse: accountUseItem.get,
      kept: () => ({
        draft: keptValue(draftItem),
        preferences: keptValue(preferencesItem),
        accounts: keptValue(accountsCacheItem)?.value,
        accountUse: keptValue(accountUseItem),
      }),
    },
    outbox: outboxItem,
    changes: {
      posts: (callback) => onChangeOf(FOLLOWED_KEYS.posts, callback),
      budget: (callback) => onChangeOf(FOLLOWED_KEYS.budget, callback),
    },
    schedule: { get: postingScheduleItem.get, watch: postingScheduleItem.watch },
    ask,
    upload: uploadOnce,
    // The popup's upload: the file goes to the store, and the background's runner takes it from there.
    handOver:
      mode === 'popup'
        ? async (file) =>
            void (await ask('upload.start', { key: await storeForUpload(file), name: file.name, size: file.size }))
        : undefined,
    runs: uploadsItem,
    loadTwitter: loadTwitterMeasure,
    openSettings: () => void browser.runtime.openOptionsPage(),
    openWelcome: () => void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') }),
    openInTab:
      mode === 'popup' ? () => void browser.tabs.create({ url: browser.runtime.getURL('/composer.html') }) : undefined,
    prefill,
    // "Attach a screenshot": the background's picture of the page the composer is for (its tab, when known).
    capture: forPage
      ? async () => {
          const tab = await prefill.currentPage();
          return (await ask('tab.capture', tab?.id === undefined ? {} : { tabId: tab.id })).dataUrl;
        }
      : undefined,
  };
}
