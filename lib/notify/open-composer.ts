/**
 * Opens the composer for "Edit and retry": the toolbar popup where the browser allows opening it from the
 * background (Chrome 127+), else the same page in a small window (design.md §3.3: "as the toolbar popup where
 * the browser allows it, else as a small composer window").
 */
import browser from 'webextension-polyfill';

export async function openComposer(): Promise<void> {
  const action = browser.action ?? (browser as unknown as { browserAction?: typeof browser.action }).browserAction;
  try {
    if (typeof action?.openPopup === 'function') {
      await action.openPopup();
      return;
    }
  } catch {
    // No focused browser window, or no user gesture where the browser wants one: a window instead.
  }
  // The composer page of issue 5 (entrypoints/composer/), in a window of the popup's size.
  await browser.windows.create({ url: browser.runtime.getURL('/composer.html'), type: 'popup', width: 460, height: 720 });
}
