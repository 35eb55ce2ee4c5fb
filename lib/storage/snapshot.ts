/**
 * The items a composer page shows first, mirrored into the pages' localStorage — the one store a page reads
 * synchronously — so that the popup's first render is its whole first screen (docs/design.md §5). No secret.
 */
import { browser } from './browser-api';
import { accountUseItem } from './account-use-item';
import { draftItem } from './draft-item';
import { watchKey } from './item';
import { accountsCacheItem, preferencesItem } from './page-items';

const MIRRORED = [draftItem.key, preferencesItem.key, accountsCacheItem.key, accountUseItem.key];
const slot = (key: string) => `quickpost:${key}`;

/** What a page last mirrored of `item`, read as `item.get()` would; undefined when nothing is kept. */
export function keptValue<T>(item: { key: string; fromRaw(raw: unknown): T }): T | undefined {
  try {
    const kept = localStorage.getItem(slot(item.key));
    return kept === null ? undefined : item.fromRaw(JSON.parse(kept));
  } catch {
    return undefined; // no localStorage in this context, or not JSON
  }
}

function keep(key: string, raw: unknown): void {
  try {
    localStorage.setItem(slot(key), JSON.stringify(raw ?? null));
  } catch {
    // Full or unavailable: the next page's first render waits for storage instead.
  }
}

/** Mirrors the items as storage reads them now, and as they change while this page is open. */
export function keepSnapshot(): void {
  const changed = new Set<string>();
  for (const key of MIRRORED)
    watchKey(key, (value) => {
      changed.add(key); // newer than the read below, should that answer later
      keep(key, value);
    });
  browser.storage.local.get(MIRRORED.map((key) => key.slice('local:'.length))).then(
    (items) => {
      for (const key of MIRRORED) if (!changed.has(key)) keep(key, items[key.slice('local:'.length)]);
    },
    () => undefined,
  );
}
