/**
 * The composer's ports in a real extension page. Only storage is loaded before the first paint — the draft, the
 * preferences and the cached accounts, read in the page itself; everything that talks to the background comes
 * from services.ts, a lazy chunk fetched right after.
 */
import browser from 'webextension-polyfill';
import { draftItem } from '@/lib/storage/draft-item';
import { loadTwitterMeasure } from '@/lib/draft/twitter-length';
import type { ComposerPorts } from './ports';
import { browserPrefillPorts } from '@/lib/composer/prefill-ports';
import { readItem } from '@/lib/storage/early-read';
import { accountsCacheItem, preferencesItem } from '@/lib/storage/page-items';

let loading: Promise<typeof import('./services')> | undefined;
const services = () => (loading ??= import('./services'));

export function browserPorts(mode: 'popup' | 'tab'): ComposerPorts {
  return {
    now: () => Date.now(),
    // The first read of each comes from the entry script's early read when there was one (lib/storage/early-read.ts).
    draft: { get: () => readItem(draftItem), set: draftItem.set, watch: draftItem.watch },
    stored: {
      preferences: () => readItem(preferencesItem),
      accounts: async () => (await readItem(accountsCacheItem))?.value ?? null,
    },
    outbox: {
      watch(callback) {
        let stop: (() => void) | undefined;
        let stopped = false;
        void services().then((s) => {
          if (!stopped) stop = s.outboxItem.watch(callback);
        });
        return () => {
          stopped = true;
          stop?.();
        };
      },
    },
    ask: async (type, data) => (await services()).request(type, data),
    upload: async (file, call) => (await services()).uploadOnce(file, call),
    handOver: mode === 'popup' ? async (file) => (await services()).handOverToTab(file) : undefined,
    loadTwitter: loadTwitterMeasure,
    openSettings: () => void browser.runtime.openOptionsPage(),
    openInTab: mode === 'popup' ? () => void browser.tabs.create({ url: browser.runtime.getURL('/composer.html') }) : undefined,
    prefill: browserPrefillPorts(mode, async (type, data) => (await services()).request(type, data)),
  };
}
