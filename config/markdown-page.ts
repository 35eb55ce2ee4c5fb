/**
 * A Vite plugin that writes docs into an extension page at build time: `<!-- markdown:docs/privacy.md -->` in an
 * entrypoint's HTML becomes that file rendered by markdown-it. The page ships as plain HTML — no Markdown parser
 * and no innerHTML in the bundles (web-ext lint stays at its known warnings) — and docs/privacy.md stays the one
 * text of the privacy policy (issue 26).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import type { Plugin } from 'vite';

const PLACEHOLDER = /<!--\s*markdown:([\w./-]+\.md)\s*-->/g;
// Raw HTML in the docs is not passed through: what they say is text, links and lists.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** `html` with each placeholder replaced by its document, rendered; paths are relative to `root`. */
export function renderMarkdownPlaceholders(html: string, root: string): string {
  return html.replace(PLACEHOLDER, (_, path: string) => markdown.render(readFileSync(resolve(root, path), 'utf8')));
}

export function markdownPage(): Plugin {
  let root = process.cwd();
  return {
    name: 'quickpost:markdown-page',
    configResolved(config) {
      root = config.root; // the project's root: WXT builds from it
    },
    transformIndexHtml: { order: 'pre', handler: (html) => renderMarkdownPlaceholders(html, root) },
  };
}
