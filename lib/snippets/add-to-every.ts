/**
 * The snippets marked "Add to every post" for a network, appended to its text after a blank line. The text sent is
 * the text previewed and counted, so every counter and preview shows them; applying this twice adds nothing more.
 */
import type { Snippet } from './snippet';
import { byOrder, forNetwork } from './snippet-list';

export function withAddToEvery(text: string, network: string, snippets: readonly Snippet[]): string {
  if (!text.trim()) return text;
  const added = byOrder(snippets)
    .filter((s) => s.addToEvery && forNetwork(s, network))
    .map((s) => s.text.trim())
    .filter((add) => add && !text.includes(add));
  return added.length ? [text.trimEnd(), ...added].join('\n\n') : text;
}
