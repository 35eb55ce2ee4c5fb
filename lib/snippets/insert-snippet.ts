/**
 * A snippet put into a text where the caret is (or over what is selected, or over the `;` trigger typed), kept
 * apart from the words beside it by a space.
 */

export interface Inserted {
  text: string;
  /** Where the caret goes: after the snippet. */
  caret: number;
}

export function insertSnippet(text: string, range: { start: number; end: number }, snippet: string): Inserted {
  const before = text.slice(0, range.start);
  const after = text.slice(range.end);
  const inserted = (before && !/\s$/.test(before) ? ' ' : '') + snippet + (after && !/^\s/.test(after) ? ' ' : '');
  return { text: before + inserted + after, caret: before.length + inserted.length };
}
