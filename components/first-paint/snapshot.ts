/**
 * The popup's first screen as last seen, in `localStorage` — the one store a page can read synchronously, before
 * anything else has run (docs/design.md §5). It holds only what the popup shows anyway, never a key or token.
 */
import { firstScreenRecord, readFirstScreen, type FirstScreen } from '@/lib/composer/first-screen';
import { QUICK, quickLabel } from '@/lib/composer/when-labels';
import { uiLocale } from '@/lib/i18n/t';

const KEY = 'quickpost:first-screen';
const LABELS_KEY = 'quickpost:when-labels';

/** The first screen kept last time; null when there is none, or it cannot be read. */
export function readSnapshot(store: Storage | undefined = globalThis.localStorage): FirstScreen | null {
  try {
    const kept = store?.getItem(KEY);
    return kept ? readFirstScreen(JSON.parse(kept) as Record<string, unknown>) : null;
  } catch {
    return null; // not JSON, or no localStorage in this page
  }
}

/** Keeps `screen` for the next opening, or forgets the kept one (null: nothing the first paint could show). */
export function writeSnapshot(screen: FirstScreen | null, store: Storage | undefined = globalThis.localStorage): void {
  try {
    if (screen) store?.setItem(KEY, JSON.stringify(firstScreenRecord(screen)));
    else store?.removeItem(KEY);
  } catch {
    // Storage full or unavailable: the next opening paints from storage.local's read instead.
  }
}

/** The same first screen: nothing on it would look different. */
export const sameScreen = (a: FirstScreen | null, b: FirstScreen | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** The languages the "when" shortcuts' names are made in: the catalog's, and the one Intl formats times in. */
const labelsLocale = () => `${uiLocale() ?? ''}|${navigator.language}`;
const madeLabels = () => QUICK.map((kind) => quickLabel(kind));

/**
 * The "when" shortcuts' names ("In 1 hour", "Tomorrow 9:00 AM", "Monday 9:00 AM") for the first paint: as kept the
 * last time in the same languages, else made now. Making them starts Intl's date formatting (~0.6 ms of the first
 * paint's ~5) for names that are the same every time in one language.
 */
export function readQuickLabels(store: Storage | undefined = globalThis.localStorage): string[] {
  try {
    const kept = JSON.parse(store?.getItem(LABELS_KEY) ?? 'null') as { locale?: unknown; labels?: unknown } | null;
    const labels = kept?.locale === labelsLocale() && Array.isArray(kept.labels) ? kept.labels : [];
    if (labels.length === QUICK.length && labels.every((l) => typeof l === 'string')) return labels as string[];
  } catch {
    // not JSON, or no localStorage in this page: made below
  }
  return madeLabels();
}

/** Keeps the shortcuts' names, made afresh, for the next first paint (after this one, when Intl has started anyway). */
export function writeQuickLabels(store: Storage | undefined = globalThis.localStorage): void {
  try {
    const kept = JSON.stringify({ locale: labelsLocale(), labels: madeLabels() });
    if (store?.getItem(LABELS_KEY) !== kept) store?.setItem(LABELS_KEY, kept);
  } catch {
    // Storage full or unavailable: the next first paint makes them itself.
  }
}
