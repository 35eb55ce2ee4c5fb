/**
 * A share template (`“{selection}” — {author} {url}`) filled in. An empty placeholder leaves with the quotes or
 * brackets around it and the text that joins it to its neighbour, so no stray space, dash or line is left; an
 * unknown one is reported for the settings to mark and never sent as braces.
 */

const PLACEHOLDERS = ['title', 'url', 'selection', 'link_text', 'site', 'author'] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<Placeholder, string>>;

const TOKEN = /\{([A-Za-z_][\w-]*)\}/g;
/** Quotes and brackets written right against a placeholder belong to it. */
const OPENING = /[“‘„‚«‹"'([]+$/;
const CLOSING = /^[”’»›"')\]]+/;

interface Literal {
  /** What closes the placeholder before it. */
  close: string;
  /** What joins the placeholders on either side (the head or the tail of the template at its ends). */
  join: string;
  /** What opens the placeholder after it. */
  open: string;
}

function literal(text: string, first: boolean, last: boolean): Literal {
  const close = first ? '' : (CLOSING.exec(text)?.[0] ?? '');
  const rest = text.slice(close.length);
  const open = last ? '' : (OPENING.exec(rest)?.[0] ?? '');
  return { close, join: rest.slice(0, rest.length - open.length), open };
}

const lineBreaks = (text: string) => text.split('\n').length - 1;

/** Of the joins between two kept placeholders, the one with the most line breaks; on a tie, the one nearest the second. */
const strongest = (joins: string[]) => joins.reduce((a, b) => (lineBreaks(b) >= lineBreaks(a) ? b : a));

export function renderTemplate(template: string, values: TemplateValues): { text: string; unknown: string[] } {
  const texts: string[] = [];
  const names: string[] = [];
  let at = 0;
  for (const m of template.matchAll(TOKEN)) {
    texts.push(template.slice(at, m.index));
    names.push(m[1]!);
    at = m.index + m[0].length;
  }
  texts.push(template.slice(at));
  const literals = texts.map((text, i) => literal(text, i === 0, i === texts.length - 1));
  const known = (name: string): name is Placeholder => (PLACEHOLDERS as readonly string[]).includes(name);
  const unknown = [...new Set(names.filter((name) => !known(name.toLowerCase())))];

  let text = literals[0]!.join;
  /** The joins since the last kept placeholder; null before the first. */
  let joins: string[] | null = null;
  names.forEach((name, i) => {
    const lower = name.toLowerCase();
    const value = known(lower) ? (values[lower] ?? '').trim() : '';
    const before = literals[i]!;
    if (i > 0) joins?.push(before.join);
    if (!value) return;
    if (joins?.length) text += strongest(joins);
    text += before.open + value + literals[i + 1]!.close;
    joins = [];
  });
  if (names.length > 0) text += literals.at(-1)!.join;
  return { text: text.trim(), unknown };
}
