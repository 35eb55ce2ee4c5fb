/**
 * The entry points wired to the real browser (docs/design.md §3.3): menus re-created at install and at every start
 * (ids are stable, so removeAll-then-create leaves one of each), the menu click and the keyboard command
 * listeners — registered synchronously at start, so the event that woke the worker finds them.
 */
import { browser } from '@/lib/storage/browser-api';
import type { BackgroundDeps } from '@/lib/background/deps';
import { readLinkText, type ScriptingApi } from '../prefill/link-text';
import { createMenus, type MenusApi } from '../prefill/menus';
import { openComposerOn } from './open-composer';
import type { PrefillService } from './prefill';
import type { Queue } from './queue';
import { startOmnibox } from './omnibox';
import { startToolbar } from './toolbar';
import { startThreadBadge } from './thread-badge';
import { logFailure } from '@/lib/errors/data';

/** The browser parts of the prefill service's dependencies (lib/background/deps.ts). */
export function prefillBrowserDeps(
  log: (line: string) => void,
): Pick<BackgroundDeps, 'openComposer' | 'linkText' | 'quoted'> {
  const scripting = (browser as unknown as { scripting?: ScriptingApi }).scripting;
  return {
    openComposer: openComposerOn,
    quoted: startThreadBadge(log),
    linkText: (tabId, frameId, url) => readLinkText(scripting, tabId, frameId, url),
  };
}

export function startWaysIn(
  prefill: PrefillService,
  queue: Pick<Queue, 'nextSlot'>,
  log: (line: string) => void,
): void {
  const menus = browser.contextMenus ?? (browser as unknown as { menus?: typeof browser.contextMenus }).menus;
  const failed = (what: string) => logFailure(log, what);
  /** A way in the browser lacks (no menus on Firefox for Android) must not stop the rest of the background. */
  const wire = (what: string, register: () => void) => {
    try {
      register();
    } catch (error) {
      failed(`listening for ${what}`)(error);
    }
  };

  wire('the keyboard command', () =>
    browser.commands.onCommand.addListener(
      (command, tab) => void prefill.commandRun(command, tab).catch(failed('the keyboard command')),
    ),
  );
  wire('the address bar', () => startOmnibox(prefill, queue, log));
  wire('the toolbar button', () => startToolbar(log));
  if (!menus?.onClicked) return log('no context menus in this browser');
  wire('menu clicks', () =>
    menus.onClicked.addListener((info, tab) => void prefill.menuClicked(info, tab).catch(failed('a menu click'))),
  );

  // One after the other: an install runs both, and two interleaved removeAll/create rounds would collide on ids.
  let menusMade: Promise<void> = Promise.resolve();
  const remake = () => {
    menusMade = menusMade
      .then(() => createMenus(menus as unknown as MenusApi))
      .catch(failed('creating the context menus'));
  };
  wire('installs', () => browser.runtime.onInstalled.addListener(remake));
  remake();
}
