/**
 * Opens the composer from a menu click or the keyboard command (docs/design.md §3.3): the toolbar popup where the
 * browser allows opening it (`action.openPopup`, Chrome 127+, Firefox from a user action), else the same
 * composer in a small window. Inside that window the "active tab" is the window itself, so the tab it was opened
 * on travels in its URL (`?tab=<id>`; docs/stack-notes.md).
 */
import browser from 'webextension-polyfill';

export type Opened = 'popup' | 'window';

export async function openComposerOn(tabId: number | undefined): Promise<Opened> {
  const action = browser.action ?? (browser as unknown as { browserAction?: typeof browser.action }).browserAction;
  try {
    if (typeof action?.openPopup === 'function') {
      await action.openPopup();
      return 'popup';
    }
  } catch {
    // No focused browser window, a popup already open, or no user gesture where the browser wants one.
  }
  const query = tabId === undefined ? '' : `?tab=${tabId}`;
  await browser.windows.create({ url: browser.runtime.getURL(`/composer.html${query}`), type: 'popup', width: 460, height: 720 });
  return 'window';
}
