/**
 * The first screen's snapshot (snapshot.ts) kept as storage.local changes while a page is open: the popup's first
 * script (first-paint.ts), and the pages that show the same draft without a first paint of their own (the side
 * panel, the composer tab), so the popup opened next starts from what they left.
 */
import { COMPOSER_EARLY_KEYS } from '@/lib/composer/early-keys';
import { readFirstScreen, type FirstScreen } from '@/lib/composer/first-screen';
import { writeSnapshot } from './snapshot';

type Changes = Record<string, { newValue?: unknown }>;
export interface FirstPaintStorage {
  local: { get(keys: string[], callback: (items: Record<string, unknown> | undefined) => void): void };
  onChanged: { addListener(listener: (changes: Changes, area: string) => void): void };
}

export const browserStorage = () => (globalThis as { chrome?: { storage?: FirstPaintStorage } }).chrome?.storage;

/** Keeps the snapshot as storage.local changes; `onRead` gets the first screen storage holds once its read answered. */
export function keepFirstScreen(storage = browserStorage(), onRead?: (screen: FirstScreen | null) => void): void {
  if (!storage) return;
  const keys = new Set<string>(COMPOSER_EARLY_KEYS);
  const raw: Record<string, unknown> = {};
  const changed = new Set<string>();
  let read = false;
  // Listening before reading: a change that lands while the read is under way is newer than the read's value.
  storage.onChanged.addListener((changes, area) => {
    const ours = area === 'local' ? Object.keys(changes).filter((key) => keys.has(key)) : [];
    for (const key of ours) {
      raw[key] = changes[key]!.newValue;
      changed.add(key);
    }
    if (read && ours.length) writeSnapshot(readFirstScreen(raw));
  });
  try {
    storage.local.get([...keys], (items) => {
      for (const key of keys) if (!changed.has(key)) raw[key] = items?.[key];
      read = true;
      const screen = readFirstScreen(raw);
      writeSnapshot(screen);
      onRead?.(screen);
    });
  } catch {
    // No storage in this context: the composer reads and paints by itself.
  }
}
