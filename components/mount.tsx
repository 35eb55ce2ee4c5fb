import { h, render } from 'preact';
import { browserPorts } from '@/lib/composer/browser-ports';
import { createComposer } from '@/lib/composer/composer';
import { ComposerTabApp } from './ComposerTabApp';
import { PopupApp } from './PopupApp';
import { SidePanelApp } from './SidePanelApp';
import { firstPaintIn, takeFirstScreen } from './first-paint/hand-over';
import { COMPOSER_SHOWN_MARK } from './first-paint/shown-mark';

type Mode = 'popup' | 'tab' | 'sidepanel';

/**
 * Creates the composer for a page and renders it in place of the page's static shell — or, where the popup's first
 * paint is up (components/first-paint/), once the draft is read, taking over what the person did on it meanwhile.
 */
export function mountComposer(root: HTMLElement, mode: Mode): void {
  // The side panel uploads in place as the composer tab does; only the page it is for differs (prefill-ports.ts).
  const composer = createComposer(browserPorts(mode));
  const app = { popup: PopupApp, tab: ComposerTabApp, sidepanel: SidePanelApp }[mode];
  const show = () => {
    root.replaceChildren();
    render(h(app, { composer }), root);
  };
  const firstPaint = firstPaintIn(root);
  if (!firstPaint) {
    show();
    performance.mark(COMPOSER_SHOWN_MARK);
  }
  // One task from reading the first paint to the composer in its place: no keystroke can land in between. The first
  // paint read is the one there now: its script may have painted it again from newer data, or put the shell back.
  const handOver = () => {
    const current = firstPaintIn(root);
    if (!current) {
      show();
      performance.mark(COMPOSER_SHOWN_MARK);
      return;
    }
    const taken = takeFirstScreen(current);
    const same = composer.adoptFirstScreen(taken.input, taken.typed, taken.shown);
    show();
    taken.restore(same);
  };
  void composer.start(firstPaint ? handOver : undefined);
}
