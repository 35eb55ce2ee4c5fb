/**
 * Every person-facing string goes through `t` (docs/design.md §3.6), from the browser's own catalogs. `browser` is
 * looked up at call time, not imported: lib/api's sentences also run under Node with a test catalog.
 */
import type english from '../../public/_locales/en/messages.json';

/** A key of the English catalog: a typo or a removed key is a type error where it is used. */
export type MessageKey = keyof typeof english;

interface I18nApi {
  getMessage(name: string, substitutions?: string | string[]): string;
  getUILanguage?(): string;
}

function i18nApi(): I18nApi | undefined {
  const g = globalThis as { browser?: { i18n?: I18nApi }; chrome?: { i18n?: I18nApi } };
  return g.browser?.i18n ?? g.chrome?.i18n;
}

/** The message in the browser's language; the key itself when no catalog is reachable (never an empty string). */
export function t(key: MessageKey, ...substitutions: Array<string | number>): string {
  let text = '';
  try {
    text = i18nApi()?.getMessage(key, substitutions.map(String)) ?? '';
  } catch {
    // No extension context (plain Node without the test catalog): the key below shows what is missing.
  }
  return text || key;
}

/** The language the catalogs were chosen for, for Intl (dates, numbers, lists, relative times). */
export function uiLocale(): string | undefined {
  try {
    return i18nApi()?.getUILanguage?.() || undefined;
  } catch {
    return undefined;
  }
}
