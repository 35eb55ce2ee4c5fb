/**
 * The popup's first script (entrypoints/first-paint.ts, a plain script at the end of popup.html's body): run while
 * the page is still being read, before any module, so the person's draft and accounts are on screen as soon as a
 * blank page's would be (docs/design.md §5). It paints the first screen from what the popup showed last time
 * (snapshot.ts, read synchronously), and reads `storage.local` at once: when that differs — the background changed
 * the draft or the accounts while no popup was open, or the person signed out — it paints again from storage, as
 * long as the person has not touched the first paint yet (what they did is the composer's to take over then,
 * hand-over.ts). While the page is open it keeps the snapshot as storage changes, for the next opening. The composer's
 * stylesheet comes with this script: the composer finds it in place.
 */
import { COMPOSER_EARLY_KEYS } from '@/lib/composer/early-keys';
import { readFirstScreen } from '@/lib/composer/first-screen';
import { t, uiLocale } from '@/lib/i18n/t';
import { applyComposerStyles } from '../composer/composer-styles';
import { firstPaintIn, untouched } from './hand-over';
import { paintFirstScreen } from './paint-first-screen';
import { readSnapshot, sameScreen, writeQuickLabels, writeSnapshot } from './snapshot';

type Changes = Record<string, { newValue?: unknown }>;
export interface FirstPaintStorage {
  local: { get(keys: string[], callback: (items: Record<string, unknown> | undefined) => void): void };
  onChanged: { addListener(listener: (changes: Changes, area: string) => void): void };
}

const browserStorage = () => (globalThis as { chrome?: { storage?: FirstPaintStorage } }).chrome?.storage;

/**
 * Keeps the first screen's snapshot as storage.local changes while the page is open; `onRead` gets the first
 * screen storage holds once its read has answered. Also for the pages that show the same draft without a first
 * paint of their own (the side panel, the composer tab), so the popup opened next starts from what they left.
 */
export function keepFirstScreen(storage = browserStorage(), onRead?: (screen: ReturnType<typeof readFirstScreen>) => void): void {
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

/** Paints the popup's first screen into `root` (its #app, holding index.html's static shell) and keeps it true. */
export function startFirstPaint(root: HTMLElement, storage = browserStorage()): void {
  // The static shell is English and tiny; it speaks the browser's language before anything else loads.
  document.documentElement.lang = uiLocale() ?? 'en';
  const shell = root.firstElementChild;
  const opening = shell?.querySelector('p');
  if (opening) opening.textContent = t('composer_opening');
  applyComposerStyles();

  let shown = readSnapshot();
  if (shown) paintFirstScreen(root, shown);
  // Painted, storage's read and the API it needs are set up in a task of their own, so the browser may show the
  // first screen before it; with nothing to paint yet, at once.
  const keep = () => keepFirstScreen(storage, (stored) => {
    writeQuickLabels();
    if (sameScreen(shown, stored)) return;
    const painted = firstPaintIn(root);
    if (stored) {
      if (paintFirstScreen(root, stored)) shown = stored;
    } else if (painted && untouched(painted) && shell) {
      root.replaceChildren(shell); // nothing a first paint can show after all (signed out, a thread, media): the composer paints
      shown = null;
    }
  });
  if (shown) setTimeout(keep);
  else keep();
}
