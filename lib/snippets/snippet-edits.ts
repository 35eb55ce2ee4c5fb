/**
 * The edits Settings → "Snippets" makes to the list, apart from what the composer runs (snippet-list.ts) so they stay
 * out of its first load. Each renumbers: the stored order is always 0, 1, 2 …
 */
import type { Snippet } from './snippet';
import { byOrder } from './snippet-list';

const renumbered = (snippets: readonly Snippet[]): Snippet[] => snippets.map((s, order) => ({ ...s, order }));

/** `snippet` in place of the one with its id, or added at the end. */
export function withSnippet(snippets: readonly Snippet[], snippet: Snippet): Snippet[] {
  const list = byOrder(snippets);
  const at = list.findIndex((s) => s.id === snippet.id);
  return renumbered(at < 0 ? [...list, snippet] : list.map((s, i) => (i === at ? snippet : s)));
}

export const withoutSnippet = (snippets: readonly Snippet[], id: string): Snippet[] =>
  renumbered(byOrder(snippets).filter((s) => s.id !== id));

/** The list with the snippet `id` moved one place up (-1) or down (1); unchanged at either end. */
export function movedSnippet(snippets: readonly Snippet[], id: string, step: -1 | 1): Snippet[] {
  const list = byOrder(snippets);
  const at = list.findIndex((s) => s.id === id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= list.length) return renumbered(list);
  [list[at], list[to]] = [list[to]!, list[at]!];
  return renumbered(list);
}
