/** Items a page reads itself, no secret, so the popup shows them before the background answers (docs/design.md §5). */
import { DEFAULT_UNDO_SECONDS } from '@/lib/settings/defaults';
import type { Preferences } from '@/lib/settings/schema';
import { defineItem, watchKey } from './item';
import type { AccountsCache } from './shapes';

export const defaultPreferences: Preferences = {
  timeZone: null,
  defaultAccounts: [],
  notify: { published: true, failed: true },
  relayUrl: '',
  toolbar: 'popup',
  undoSeconds: DEFAULT_UNDO_SECONDS,
};
export const preferencesItem = defineItem<Preferences>('local:preferences', { fallback: defaultPreferences });
export const accountsCacheItem = defineItem<AccountsCache>('local:accountsCache', { fallback: null });

/** Background items a page follows without reading them: it asks the background what they mean now. */
const followed = (key: `local:${string}`) => ({
  watch: (callback: () => void) => watchKey(key, () => callback()),
});
export const postsCacheChanges = followed('local:postsCache');
export const budgetChanges = followed('local:budget');
