import 'temporal-polyfill/global';
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { catalogGetMessage } from '../i18n-catalog';

// WXT's fake browser does not mock i18n: the English catalog stands in (lib/i18n/t.ts).
const getMessage = catalogGetMessage('en');

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.i18n.getMessage = getMessage as typeof fakeBrowser.i18n.getMessage;
  fakeBrowser.i18n.getUILanguage = () => 'en';
});
