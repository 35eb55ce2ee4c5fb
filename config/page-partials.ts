/**
 * Writes Markdown documents (the privacy policy) into the extension's pages at build time, as plain HTML, so that no
 * parser or innerHTML is in the bundles.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import type { Plugin } from 'vite';

const PLACEHOLDER = /<!--\s*markdown:([\w./-]+\.md)\s*-->/g;
// Raw HTML in the docs is not passed through: what they say is text, links and lists.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** `html` with each placeholder replaced by its document, rendered; paths from `root`. */
export function renderPartials(html: string, root: string): string {
  return html.replace(PLACEHOLDER, (_, path: string) => markdown.render(readFileSync(resolve(root, path), 'utf8')));
}

export function pagePartials(): Plugin {
  let root = process.cwd();
  return {
    name: 'quickpost:page-partials',
    configResolved(config) {
      root = config.root; // the project's root: WXT builds from it
    },
    transformIndexHtml: { order: 'pre', handler: (html) => renderPartials(html, root) },
  };
}
