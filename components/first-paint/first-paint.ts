/**
 * The popup's first script (entrypoints/first-paint.ts, a plain script at the end of popup.html's body): run while
 * the page is still being read, before any module, so the person's draft and accounts are on screen as soon as a
 * blank page's would be (docs/design.md §5). It paints the first screen from what the popup showed last time
 * (snapshot.ts, read synchronously), and reads `storage.local` right after (keep.ts): when that differs — the background changed
 * the draft or the accounts while no popup was open, or the person signed out — it paints again from storage, as
 * long as the person has not touched the first paint yet (what they did is the composer's to take over then,
 * hand-over.ts). The composer's stylesheet comes with this script: the composer finds it in place.
 */
import { t, uiLocale } from '@/lib/i18n/t';
import { applyComposerStyles } from '../composer/composer-styles';
import { firstPaintIn, untouched } from './hand-over';
import { browserStorage, keepFirstScreen } from './keep';
import { paintFirstScreen } from './paint-first-screen';
import { readSnapshot, sameScreen, writeQuickLabels } from './snapshot';

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
  const keep = () =>
    keepFirstScreen(storage, (stored) => {
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
