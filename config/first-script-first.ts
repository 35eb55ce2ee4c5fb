/**
 * A Vite plugin that takes a page's module entry and preloads out of <head> and names them on its plain first script,
 * which loads them once the first screen is painted: otherwise the browser fetches them first and the first paint
 * waits (docs/stack-notes.md).
 */
import type { Plugin } from 'vite';

const FIRST_SCRIPT = '<script src="/first-paint.js"></script>';
const MODULE_ENTRY = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** `html` with its module entry and preloads named on the first script instead; unchanged on a page without one. */
export function moduleTagsIntoFirstScript(html: string): string {
  if (!html.includes(FIRST_SCRIPT)) return html;
  const entries = [...html.matchAll(MODULE_ENTRY)].map((m) => m[1]!);
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const without = html.replace(MODULE_ENTRY, '').replace(PRELOAD, '');
  const named = `<script src="/first-paint.js" data-module="${entries.join(' ')}" data-preload="${preloads.join(' ')}"></script>`;
  return without.replace(FIRST_SCRIPT, named);
}

/**
 * V8's compile hint for a script whose functions all run as it loads (Chrome 136+; ignored elsewhere): compiled at
 * once, not each on its first call — the first paint's functions all run in it.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Builds only: in `wxt dev` the page keeps its module tags (the dev server's own among them), and they run as usual. */
export const firstScriptFirst = (): Plugin => ({
  name: 'quickpost:first-script-first',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: moduleTagsIntoFirstScript },
  // After minifying, which would drop the comment.
  generateBundle(_options, bundle) {
    const script = bundle['first-paint.js'];
    if (script?.type === 'chunk') script.code = EAGER_COMPILE_HINT + script.code;
  },
});
