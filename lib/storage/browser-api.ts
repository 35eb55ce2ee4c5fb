/** The browser's own API with webextension-polyfill's types: both browsers answer with promises, so no polyfill. */
import type Browser from 'webextension-polyfill';
import { browser as native } from 'wxt/browser';

export const browser = native as unknown as Browser.Browser;
