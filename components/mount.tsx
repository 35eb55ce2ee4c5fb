import { h, render } from 'preact';
import { browserPorts } from '@/lib/composer/browser-ports';
import { createComposer } from '@/lib/composer/composer';
import { uiLocale } from '@/lib/i18n/t';
import { keepSnapshot } from '@/lib/storage/snapshot';
import { ComposerTabApp } from './ComposerTabApp';
import { PopupApp } from './PopupApp';
import { SidePanelApp } from './SidePanelApp';

type Mode = 'popup' | 'tab' | 'sidepanel';

/**
 * Creates the composer for a page and renders it: its start shows what the last page kept (lib/storage/snapshot.ts)
 * before the first render, so that render is the whole first screen; this page then keeps it for the next.
 */
export function mountComposer(root: HTMLElement, mode: Mode): void {
  document.documentElement.lang = uiLocale() ?? 'en'; // the static HTML is English
  // The side panel uploads in place as the composer tab does; only the page it is for differs (browser-ports.ts).
  const composer = createComposer(browserPorts(mode));
  const started = composer.start();
  render(h({ popup: PopupApp, tab: ComposerTabApp, sidepanel: SidePanelApp }[mode], { composer }), root);
  void started.then(keepSnapshot);
}
