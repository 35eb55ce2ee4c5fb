/**
 * The browser's own extension API, typed with webextension-polyfill's types. Chrome's `chrome` (MV3) and Firefox's
 * `browser` answer every call Quickpost makes with a promise, and runtime.onMessage is answered with `sendResponse` +
 * `return true` (lib/messaging/listen.ts), which both understand — so the polyfill's ~3 KB gzipped stays out of the
 * background and the pages (docs/design.md §5 size bar; docs/stack-notes.md). `wxt/browser` picks the one the browser
 * has; in unit tests WXT's fake browser stands in for it.
 */
import type Browser from 'webextension-polyfill';
import { browser as native } from 'wxt/browser';

export const browser = native as unknown as Browser.Browser;
