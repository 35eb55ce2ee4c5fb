/**
 * The catalogs (public/_locales) against each other and against the code: every locale has every key with the
 * same placeholders, no key is referenced that the English catalog lacks, and no key sits unused.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMessage, locales, readCatalog } from '../../i18n-catalog';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SOURCE_DIRS = ['lib', 'components', 'entrypoints'];
const SOURCE_FILES = ['wxt.config.ts'];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.(tsx?|css|html)$/.test(name) ? [path] : [];
  });
}
const sources = [...SOURCE_DIRS.flatMap((d) => walk(join(ROOT, d))), ...SOURCE_FILES.map((f) => join(ROOT, f))].map(
  (path) => ({
    path: relative(ROOT, path),
    text: readFileSync(path, 'utf8'),
  }),
);

const english = readCatalog('en');
const placeholderNames = (message: string) =>
  [...message.matchAll(/\$([A-Za-z0-9_@]+)\$/g)].map((m) => m[1]!.toLowerCase()).sort();

/** Keys the code asks for: t('key', …) calls and __MSG_key__ in the manifest, CSS or HTML. */
const referenced = new Map<string, string>();
for (const { path, text } of sources) {
  for (const m of text.matchAll(/\bt\(\s*'([A-Za-z0-9_@]+)'/g)) referenced.set(m[1]!, path);
  for (const m of text.matchAll(/__MSG_([A-Za-z0-9_@]+)__/g)) referenced.set(m[1]!, path);
}

describe('locale catalogs', () => {
  it('has English and at least one more full locale', () => {
    expect(locales()).toContain('en');
    expect(locales().length).toBeGreaterThanOrEqual(2);
  });

  it.each(locales().filter((l) => l !== 'en'))(
    '%s has exactly the English keys, each with the same placeholders',
    (locale) => {
      const catalog = readCatalog(locale);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [key, entry] of Object.entries(english)) {
        const other = catalog[key]!;
        expect(other.message.trim(), `${locale}:${key} is empty`).not.toBe('');
        expect(placeholderNames(other.message), `${locale}:${key} placeholders`).toEqual(
          placeholderNames(entry.message),
        );
        expect(Object.keys(other.placeholders ?? {}).sort(), `${locale}:${key} placeholder list`).toEqual(
          Object.keys(entry.placeholders ?? {}).sort(),
        );
      }
    },
  );

  it.each(locales().filter((l) => l !== 'en'))('%s is a translation, not a copy of the English', (locale) => {
    const catalog = readCatalog(locale);
    const same = Object.keys(english).filter((key) => catalog[key]?.message === english[key]!.message);
    // Names and bare product words may stay as they are; sentences may not.
    expect(same.filter((key) => english[key]!.message.includes(' '))).toEqual([]);
  });

  it('every placeholder a message uses is declared, with $1…$9 content', () => {
    for (const locale of locales()) {
      for (const [key, entry] of Object.entries(readCatalog(locale))) {
        const declared = Object.keys(entry.placeholders ?? {}).map((n) => n.toLowerCase());
        for (const name of placeholderNames(entry.message))
          expect(declared, `${locale}:${key} uses $${name}$`).toContain(name);
        for (const p of Object.values(entry.placeholders ?? {})) expect(p.content).toMatch(/^\$[1-9]$/);
      }
    }
  });

  it('every key the code references exists in English', () => {
    const missing = [...referenced].filter(([key]) => !(key in english)).map(([key, path]) => `${key} (${path})`);
    expect(missing).toEqual([]);
  });

  it.each(locales())(
    'every key the code references exists in %s (a missing key fails here, whatever the locale)',
    (locale) => {
      const catalog = readCatalog(locale);
      const missing = [...referenced].filter(([key]) => !(key in catalog)).map(([key, path]) => `${key} (${path})`);
      expect(missing).toEqual([]);
    },
  );

  it('no person-facing text is written into the components: JSX text and labels come from t()', () => {
    const written: string[] = [];
    for (const { path, text } of sources.filter((s) => s.path.startsWith('components/') && s.path.endsWith('.tsx'))) {
      const code = text
        .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      // Text between tags that is words, not code (a `return (`, a condition, an assignment).
      for (const m of code.matchAll(/>([^<>{}]*[A-Za-z]{2}[^<>{}]*)</g)) {
        if (!/[;=]|\breturn\b|&&|^\s*\)/.test(m[1]!)) written.push(`${path}: ${m[1]!.trim()}`);
      }
      for (const m of code.matchAll(/\b(aria-label|placeholder|title|alt)="([^"]*[A-Za-z][^"]*)"/g)) {
        if (!/^https?:\/\//.test(m[2]!)) written.push(`${path}: ${m[1]}="${m[2]}"`);
      }
    }
    expect(written).toEqual([]);
  });

  it('every English key is used somewhere', () => {
    const everything = sources.map((s) => s.text).join('\n');
    // A key may also be named as a plain string (a table of keys); either way it must appear in the code.
    const unused = Object.keys(english).filter(
      (key) => !referenced.has(key) && !new RegExp(`['"\`]${key}['"\`]`).test(everything),
    );
    expect(unused).toEqual([]);
  });

  it('renders placeholders as the browsers do', () => {
    const entry = {
      message: 'Connected as $LABEL$ — $$5 $ACCOUNTS$',
      placeholders: { label: { content: '$1' }, accounts: { content: '$2' } },
    };
    expect(formatMessage(entry, ['Ada', '3 accounts'])).toBe('Connected as Ada — $5 3 accounts');
  });
});
