/**
 * Typing `;` and part of a name in a text box offers the snippets that match, keyboard first: which `;` the caret
 * stands after, what it matches, and where the arrow keys move the choice.
 */
import type { Snippet } from './snippet';
import { byOrder, forNetwork } from './snippet-list';

export interface Trigger {
  /** Where the `;` stands: the trigger runs from here to the caret. */
  start: number;
  query: string;
}

/** The `;` before the caret, at the start of the text or after a space; null when the caret is not after one. */
export function triggerAt(text: string, caret: number): Trigger | null {
  const m = /(?:^|\s);([^\s;]*)$/.exec(text.slice(0, caret));
  return m ? { start: caret - m[1]!.length - 1, query: m[1]! } : null;
}

/**
 * The snippets offered for `query`, in the person's order: names that start with it, then names that contain it.
 * In a network's own text box, only the snippets for that network.
 */
export function matching(snippets: readonly Snippet[], query: string, network?: string): Snippet[] {
  const q = query.toLocaleLowerCase();
  const offered = byOrder(snippets).filter((s) => network === undefined || forNetwork(s, network));
  const name = (s: Snippet) => s.name.toLocaleLowerCase();
  const starts = offered.filter((s) => name(s).startsWith(q));
  return [...starts, ...offered.filter((s) => !starts.includes(s) && name(s).includes(q))];
}

const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** The choice after `key` among `count` offered ones (round at the ends); null for a key that does not move it. */
export function moveChoice(at: number, key: string, count: number): number | null {
  const move = MOVES[key];
  return move && count > 0 ? move(at, count) : null;
}
