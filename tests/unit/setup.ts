import 'temporal-polyfill/global';
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { configure } from '@testing-library/preact';
import { catalogGetMessage } from '../i18n-catalog';

// findBy…/waitFor wait up to 5 s, not 1: a lazy chunk (twitter-text) is transformed on first import, which takes over
// a second when the test workers share a loaded machine (CI). A check that holds returns as soon as it holds.
configure({ asyncUtilTimeout: 5000 });

// WXT's fake browser does not mock i18n: the English catalog stands in (lib/i18n/t.ts).
const getMessage = catalogGetMessage('en');

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.i18n.getMessage = getMessage as typeof fakeBrowser.i18n.getMessage;
  fakeBrowser.i18n.getUILanguage = () => 'en';
  // Nor runtime.onConnect (the offscreen runner's line to the background, lib/background/uploads.ts): its listeners
  // are kept, and no port ever comes — tests/e2e/composer/media.spec.ts closes a real offscreen document instead.
  const onConnect = new Set<unknown>();
  Object.assign(fakeBrowser.runtime.onConnect, {
    addListener: (listener: unknown) => void onConnect.add(listener),
    removeListener: (listener: unknown) => void onConnect.delete(listener),
    hasListener: (listener: unknown) => onConnect.has(listener),
  });
});
