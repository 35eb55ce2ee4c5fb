/**
 * The composer's ports in a real extension page. The draft, the preferences and the cached accounts are read in the
 * page itself (and kept for the next page's first render: lib/storage/snapshot.ts); everything that talks to the
 * background comes from services.ts.
 */
import { pageBrowser } from './page-browser';
import { draftItem } from '@/lib/storage/draft-item';
import { loadTwitterMeasure } from '@/lib/draft/twitter-length';
import type { ComposerPorts } from './ports';
import { browserPrefillPorts } from './prefill-ports';
import * as services from './services';
import { keptValue } from '@/lib/storage/snapshot';
import { FOLLOWED_KEYS, accountsCacheItem, preferencesItem } from '@/lib/storage/page-items';
import { postingScheduleItem } from '@/lib/storage/schedule-item';
import { accountUseItem } from '@/lib/storage/account-use-item';

/** Calls back when the background changes one of its items in storage.local; returns the unsubscribe. */
function onChangeOf(key: string, callback: () => void): () => void {
  const browser = pageBrowser();
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area === 'local' && key in changes) callback();
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

export function browserPorts(mode: 'popup' | 'tab' | 'sidepanel'): ComposerPorts {
  const browser = pageBrowser();
  const ask: ComposerPorts['ask'] = services.ask;
  const prefill = async () => browserPrefillPorts(mode, ask);
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
    outbox: services.outboxItem,
    changes: {
      posts: (callback) => onChangeOf(FOLLOWED_KEYS.posts, callback),
      budget: (callback) => onChangeOf(FOLLOWED_KEYS.budget, callback),
    },
    schedule: { get: postingScheduleItem.get, watch: postingScheduleItem.watch },
    ask,
    upload: services.uploadOnce,
    handOver: mode === 'popup' ? services.handOverToRunner : undefined,
    runs: services.uploadsItem,
    loadTwitter: loadTwitterMeasure,
    openSettings: () => void browser.runtime.openOptionsPage(),
    openWelcome: () => void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') }),
    openInTab:
      mode === 'popup' ? () => void browser.tabs.create({ url: browser.runtime.getURL('/composer.html') }) : undefined,
    prefill,
    capture: forPage ? () => services.captureTab(prefill().then((p) => p.currentPage())) : undefined,
  };
}
