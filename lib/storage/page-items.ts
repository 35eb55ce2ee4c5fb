/**
 * The stored items a page may read itself without waking the background — preferences and the cached accounts, no
 * secret — so the popup can show them before the background answers (docs/design.md §5). zod/mini only.
 */
import { z } from 'zod/mini';
import { storage } from 'wxt/utils/storage';
import { Account } from '@/lib/api/schemas';
import { Preferences, defaultPreferences } from '@/lib/settings/schema';
import { defineParsedItem } from './parsed-item';

export const preferencesItem = defineParsedItem('local:preferences', {
  schema: Preferences,
  fallback: defaultPreferences,
});

/** A cached answer with the time it was fetched (docs/design.md §3.4: "cached in storage with their age"). */
export const cached = <T extends z.ZodMiniType>(value: T) => z.object({ fetchedAt: z.number(), value });

export const accountsCacheItem = defineParsedItem('local:accountsCache', {
  schema: z.nullable(cached(z.array(Account))),
  fallback: null,
});

/**
 * Background items (lib/storage/items.ts) whose changes a page follows without reading them: it asks the background
 * what they mean now (the cached post list, the budget report), which costs no read of the service.
 */
const followed = (key: `local:${string}`) => ({
  watch: (callback: () => void) => storage.watch(key, () => callback()),
});
export const postsCacheChanges = followed('local:postsCache');
export const budgetChanges = followed('local:budget');
