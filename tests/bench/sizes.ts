/**
 * Bundle sizes of the built extension, raw and gzipped, split as docs/design.md §5 judges them: until usable (the page
 * and its static imports) and lazy (the features it imports when first shown).
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The bars `npm test` holds the build to (tests/package/sizes.test.ts), gzipped: the popup until usable, the background. */
export const SIZE_BARS: Record<string, number> = { 'popup.html': 40 * 1024, 'background.js': 44 * 1024 };

export interface Bytes {
  raw: number;
  gzip: number;
  files: string[];
}

export interface PageSizes {
  page: string;
  /** The page and everything it imports statically: what loads before it is usable. */
  usable: Bytes;
  /** The features loaded when first shown (dynamic imports). */
  lazy: Bytes;
}

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)"(\.{1,2}\/[^"]+)"/g;
const DYNAMIC_IMPORT = /\bimport\("(\.{1,2}\/[^"]+)"\)/g;
/** Vite lists a dynamic import's preloaded deps (JS and CSS) relative to the extension root. */
const MAP_DEPS = /m\.f=\[([^\]]*)\]/;

function sum(dir: string, files: Set<string>): Bytes {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(dir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip, files: [...files].sort() };
}

function matches(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].map((m) => m[1]!);
}

/** A file's static closure (itself included), paths relative to the extension root. */
function staticClosure(dir: string, entry: string, into = new Set<string>()): Set<string> {
  if (into.has(entry)) return into;
  into.add(entry);
  if (!entry.endsWith('.js')) return into;
  const source = readFileSync(join(dir, entry), 'utf8');
  for (const spec of matches(source, STATIC_IMPORT)) staticClosure(dir, posix.join(posix.dirname(entry), spec), into);
  return into;
}

function dynamicImports(dir: string, file: string): string[] {
  const source = readFileSync(join(dir, file), 'utf8');
  return matches(source, DYNAMIC_IMPORT).map((spec) => posix.join(posix.dirname(file), spec));
}

/** CSS a dynamic import brings with it, from Vite's dependency map. */
function preloadedCss(dir: string, file: string): string[] {
  const list = readFileSync(join(dir, file), 'utf8').match(MAP_DEPS)?.[1] ?? '';
  return [...list.matchAll(/"([^"]+\.css)"/g)].map((m) => m[1]!);
}

function pageSizes(dir: string, html: string): PageSizes {
  const source = readFileSync(join(dir, html), 'utf8');
  const usable = new Set<string>([html]);
  const entries = [...source.matchAll(/<script[^>]*\bsrc="\/([^"]+)"/g)].map((m) => m[1]!);
  for (const css of source.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)) usable.add(css[1]!);
  for (const entry of entries) staticClosure(dir, entry, usable);

  const lazy = new Set<string>();
  const seen = new Set(usable);
  const queue = [...usable].filter((f) => f.endsWith('.js'));
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const css of preloadedCss(dir, file)) if (!seen.has(css)) lazy.add(css);
    for (const chunk of dynamicImports(dir, file)) {
      for (const f of staticClosure(dir, chunk)) {
        if (seen.has(f)) continue;
        seen.add(f);
        lazy.add(f);
        if (f.endsWith('.js')) queue.push(f);
      }
    }
  }
  return { page: html, usable: sum(dir, usable), lazy: sum(dir, lazy) };
}

/** The background: one service-worker script and its static imports (it has no paint; all of it loads). */
function backgroundSizes(dir: string): PageSizes {
  const all = staticClosure(dir, 'background.js');
  const empty = { raw: 0, gzip: 0, files: [] };
  return { page: 'background.js', usable: sum(dir, all), lazy: empty };
}

export function extensionSizes(dir: string): PageSizes[] {
  return [...['popup.html', 'options.html', 'composer.html'].map((html) => pageSizes(dir, html)), backgroundSizes(dir)];
}
