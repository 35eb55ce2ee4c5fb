import { browser } from '@/lib/storage/browser-api';

/**
 * First run: installing Quickpost opens its welcome page, an extension page, once. An update — and a
 * reload of the extension, which the browser reports as one — gives reason 'update', so it never opens again.
 * Registered synchronously at start: the event fires once, on the worker's first run.
 */
export function openWelcomeOnInstall(log: (line: string) => void): void {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason !== 'install') return;
    browser.tabs
      .create({ url: browser.runtime.getURL('/welcome.html') })
      .catch(() => log('could not open the welcome page'));
  });
}
