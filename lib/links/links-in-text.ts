/**
 * The web addresses in a post's text, where they stand, and the text with some of them rewritten. Which to rewrite
 * is the caller's choice: an address the person typed or edited is theirs to keep as written.
 */

export interface Link {
  url: string;
  /** Where it starts and ends in the text (UTF-16 offsets, as a text box counts). */
  start: number;
  end: number;
}

const ADDRESS = /\bhttps?:\/\/[^\s<>"“”‘’«»]+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?'’)\]}]+$/;

/** The address without the punctuation after it; a `)` stays when the address opened one (Wikipedia's links). */
function trimmed(candidate: string): string {
  let url = candidate;
  for (;;) {
    const tail = TRAILING.exec(url)?.[0];
    if (!tail) return url;
    const last = tail.at(-1)!;
    const open = { ')': '(', ']': '[', '}': '{' }[last];
    if (open && url.split(open).length > url.split(last).length - 1) return url;
    url = url.slice(0, -1);
  }
}

export function linksIn(text: string): Link[] {
  return [...text.matchAll(ADDRESS)].map((m) => {
    const url = trimmed(m[0]);
    return { url, start: m.index, end: m.index + url.length };
  });
}

/** The text with each link replaced by what `rewrite` returns for it (its own `url` to leave it). */
export function rewriteLinks(text: string, rewrite: (link: Link) => string): string {
  let out = '';
  let at = 0;
  for (const link of linksIn(text)) {
    out += text.slice(at, link.start) + rewrite(link);
    at = link.end;
  }
  return out + text.slice(at);
}
