/**
 * The composer's ports in a real extension page. Only storage is loaded before the first paint — the draft, the
 * preferences and the cached accounts, read in the page itself; everything that talks to the background comes
 * from services.ts, a lazy chunk fetched right after.
 */
import { pageBrowser } from './page-browser';
import { draftItem } from '@/lib/storage/draft-item';
import { loadTwitterMeasure } from '@/lib/draft/twitter-length';
import type { ComposerPorts } from './ports';
import { readItem } from '@/lib/storage/early-read';
import { FOLLOWED_KEYS, accountsCacheItem, preferencesItem } from '@/lib/storage/page-items';
import { postingScheduleItem } from '@/lib/storage/schedule-item';
import { accountUseItem } from '@/lib/storage/account-use-item';

let loading: Promise<typeof import('./services')> | undefined;
const services = () => (loading ??= import('./services'));

/** Calls back when the background changes one of its items in storage.local; returns the unsubscribe. */
function onChangeOf(key: string, callback: () => void): () => void {
  const browser = pageBrowser();
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area === 'local' && key in changes) callback();
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

/** Watches an item of the lazily loaded services from when they load; the unsubscribe works before that too. */
function watchLoaded(watch: (s: Awaited<ReturnType<typeof services>>) => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void services().then((s) => {
    if (!stopped) stop = watch(s);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

export function browserPorts(mode: 'popup' | 'tab' | 'sidepanel'): ComposerPorts {
  const browser = pageBrowser();
  const ask: ComposerPorts['ask'] = async (type, data) => (await services()).request(type, data);
  const prefill = async () => (await import('./prefill-ports')).browserPrefillPorts(mode, ask);
  // The popup is for the active tab; the side panel for the active tab beside it; a composer window for the tab in its
  // `?tab=`. A composer tab of its own has no page.
  const forPage = mode !== 'tab' || new URLSearchParams(location.search).has('tab');
  return {
    now: () => Date.now(),
    // The first read of each comes from the entry script's early read when there was one (lib/storage/early-read.ts).
    draft: { get: () => readItem(draftItem), set: draftItem.set, watch: draftItem.watch },
    stored: {
      preferences: () => readItem(preferencesItem),
      accounts: async () => (await readItem(accountsCacheItem))?.value ?? null,
      accountUse: () => readItem(accountUseItem),
    },
    outbox: {
      watch: (callback) => watchLoaded((s) => s.outboxItem.watch(callback)),
    },
    changes: {
      posts: (callback) => onChangeOf(FOLLOWED_KEYS.posts, callback),
      budget: (callback) => onChangeOf(FOLLOWED_KEYS.budget, callback),
    },
    schedule: { get: postingScheduleItem.get, watch: postingScheduleItem.watch },
    ask,
    upload: async (file, call) => (await services()).uploadOnce(file, call),
    handOver: mode === 'popup' ? async (file) => (await services()).handOverToRunner(file) : undefined,
    runs: {
      get: async () => (await services()).uploadsItem.get(),
      watch: (callback) => watchLoaded((s) => s.uploadsItem.watch(callback)),
    },
    loadTwitter: loadTwitterMeasure,
    openSettings: () => void browser.runtime.openOptionsPage(),
    openWelcome: () => void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') }),
    openInTab:
      mode === 'popup' ? () => void browser.tabs.create({ url: browser.runtime.getURL('/composer.html') }) : undefined,
    prefill,
    capture: forPage ? async () => (await services()).captureTab((await prefill()).currentPage()) : undefined,
  };
}
