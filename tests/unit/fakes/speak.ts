/**
 * The browser's language in unit tests: the fake browser answers i18n from that locale's catalog. Tests that switch
 * it go back to English after each test (`afterEach(() => speak('en'))`).
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { catalogGetMessage } from '../../i18n-catalog';

export function speak(lang: 'en' | 'de'): void {
  fakeBrowser.i18n.getMessage = catalogGetMessage(lang) as typeof fakeBrowser.i18n.getMessage;
  fakeBrowser.i18n.getUILanguage = () => lang;
}
