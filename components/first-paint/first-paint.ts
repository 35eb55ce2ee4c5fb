/**
 * The popup's first script, run before any module, so that the person's draft and accounts show as soon as a blank
 * page would (docs/design.md §5): it paints from the last snapshot, then from `storage.local` if that differs and the
 * person has not touched the first paint yet (then the composer takes over, hand-over.ts).
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
