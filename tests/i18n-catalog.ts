/**
 * The browser's i18n.getMessage, read from public/_locales, for tests outside a browser (WXT's fake browser
 * does not mock i18n). Follows Chrome's and Firefox's rules: `$NAME$` is the placeholder `name` (any case),
 * whose content `$1`…`$9` picks a substitution; `$$` is a dollar sign; an unknown name gives ''.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CatalogEntry {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}
export type Catalog = Record<string, CatalogEntry>;

const LOCALES_DIR = join(import.meta.dirname, '..', 'public', '_locales');

/** Every locale directory under public/_locales, e.g. ['de', 'en']. */
export function locales(): string[] {
  return readdirSync(LOCALES_DIR).sort();
}

export function readCatalog(locale: string): Catalog {
  return JSON.parse(readFileSync(join(LOCALES_DIR, locale, 'messages.json'), 'utf8')) as Catalog;
}

/** One message with its substitutions, as the browsers render it. */
export function formatMessage(entry: CatalogEntry, substitutions: string[] = []): string {
  const positional = (text: string) => text.replace(/\$(\d)/g, (_, n: string) => substitutions[Number(n) - 1] ?? '');
  const placeholders = Object.fromEntries(
    Object.entries(entry.placeholders ?? {}).map(([k, v]) => [k.toLowerCase(), v.content]),
  );
  return entry.message
    .replace(/\$([A-Za-z0-9_@]+)\$/g, (_, name: string) => {
      const content = placeholders[name.toLowerCase()];
      return content === undefined ? '' : positional(content);
    })
    .replace(/\$\$/g, '$');
}

/** A getMessage bound to one locale's catalog. */
export function catalogGetMessage(locale = 'en'): (name: string, substitutions?: string | string[]) => string {
  const catalog = readCatalog(locale);
  return (name, substitutions) => {
    const entry = catalog[name];
    if (!entry) return '';
    return formatMessage(entry, substitutions === undefined ? [] : ([] as string[]).concat(substitutions));
  };
}

/** Installs the English catalog as `globalThis.chrome.i18n` where no browser is (integration tests under Node). */
export function installCatalogI18n(locale = 'en'): void {
  const g = globalThis as { chrome?: Record<string, unknown> };
  g.chrome ??= {};
  g.chrome.i18n = { getMessage: catalogGetMessage(locale), getUILanguage: () => locale };
}
