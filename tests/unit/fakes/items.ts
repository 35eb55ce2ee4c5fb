/**
 * The composer's storage items in memory (lib/composer/ports.ts): each holds its value where a test can read and set
 * it, and tells its watchers as storage would. None was kept for a first render.
 */
import type { ComposerItems, ComposerPorts, Item } from '@/lib/composer/ports';
import { defaultPreferences } from '@/lib/storage/page-items';
import { defaultPostingSchedule } from '@/lib/settings/posting-schedule';
import type { Snippet } from '@/lib/snippets/snippet';
import { defaultShareSettings } from '@/lib/storage/share-settings-item';

export type MemoryItem<T> = Item<T> & { value: T; key: string; fromRaw(raw: unknown): T | undefined };

export function memoryItem<T>(initial: T): MemoryItem<T> {
  const listeners = new Set<(v: T) => void>();
  const item: MemoryItem<T> = {
    value: initial,
    key: 'local:memory',
    fromRaw: () => undefined,
    get: async () => item.value,
    set: async (v: T) => {
      item.value = structuredClone(v);
      listeners.forEach((l) => l(item.value));
    },
    watch: (l: (v: T) => void) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
  return item;
}

/** Every item empty (or its default), but for those given. */
export function memoryItems(over: Partial<ComposerItems> = {}): ComposerItems {
  return {
    draft: memoryItem(null),
    outbox: memoryItem([]),
    schedule: memoryItem(defaultPostingSchedule),
    uploads: memoryItem([]),
    preferences: memoryItem(defaultPreferences),
    share: memoryItem(defaultShareSettings),
    accountsCache: memoryItem(null),
    accountUse: memoryItem([]),
    prefill: memoryItem(null),
    snippets: memoryItem<Snippet[]>([]),
    postsCache: memoryItem(null),
    budget: memoryItem(null),
    ...over,
  };
}

/** Ports over in-memory items, a fixed clock and the given `ask`; a composer tab of its own unless told otherwise. */
export function memoryPorts(over: Partial<ComposerPorts> = {}): ComposerPorts {
  return {
    ask: () => Promise.reject(new Error('not in this test')),
    items: memoryItems(),
    now: () => 0,
    mode: 'tab',
    locale: 'en-GB',
    ...over,
  };
}
