/**
 * Writes shared parts into the extension's pages at build time, so that each is written once: Markdown documents
 * (the privacy policy) as plain HTML, with no parser or innerHTML in the bundles, and HTML partials as they are.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import type { Plugin } from 'vite';

const PLACEHOLDER = /<!--\s*(markdown|html):([\w./-]+\.(?:md|html))\s*-->/g;
// Raw HTML in the docs is not passed through: what they say is text, links and lists.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** `html` with each placeholder replaced by its file (a document rendered, a partial as it is); paths from `root`. */
export function renderPartials(html: string, root: string): string {
  return html.replace(PLACEHOLDER, (_, kind: string, path: string) => {
    const text = readFileSync(resolve(root, path), 'utf8');
    return kind === 'markdown' ? markdown.render(text) : text.trim();
  });
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
