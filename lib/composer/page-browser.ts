/**
 * The browser's own extension API for the composer's ports (lib/messaging/browser-api.ts): webextension-polyfill is
 * not loaded before the composer is usable (docs/design.md §5 size bar).
 */
import type Browser from 'webextension-polyfill';
import { browser } from '@/lib/messaging/browser-api';

export function pageBrowser(): Browser.Browser {
  return browser;
}
