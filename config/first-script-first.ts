/**
 * A Vite plugin for pages with a plain first script (popup.html's `/first-paint.js`, entrypoints/first-paint.ts):
 * Vite puts a page's module entry and its `modulepreload` links at the top of <head>, so the browser fetches them
 * before the plain script it meets at the end of <body> — measured, that holds the first paint back ~8 ms
 * (docs/design.md §5, tests/bench/popup-ready.ts). This moves them to just after that script: they load while it
 * runs, and the module entry runs after it all the same (a module script always waits for the page to be read).
 */
import type { Plugin } from 'vite';

const FIRST_SCRIPT = '<script src="/first-paint.js"></script>';
const MODULE_TAGS = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;

/** `html` with its module entry and preloads after the first script; unchanged on a page without one. */
export function moduleTagsAfterFirstScript(html: string): string {
  if (!html.includes(FIRST_SCRIPT)) return html;
  const tags = html.match(MODULE_TAGS) ?? [];
  const without = tags.reduce((rest, tag) => rest.replace(tag, ''), html);
  return without.replace(FIRST_SCRIPT, FIRST_SCRIPT + tags.join(''));
}

export const firstScriptFirst = (): Plugin => ({
  name: 'quickpost:first-script-first',
  transformIndexHtml: { order: 'post', handler: moduleTagsAfterFirstScript },
});
