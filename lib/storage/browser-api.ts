/**
 * The browser's own extension API with webextension-polyfill's types. Both browsers answer every call Quickpost makes
 * with a promise, so the polyfill stays out of the bundles (docs/design.md §5; docs/stack-notes.md).
 */
import type Browser from 'webextension-polyfill';
import { browser as native } from 'wxt/browser';

export const browser = native as unknown as Browser.Browser;
