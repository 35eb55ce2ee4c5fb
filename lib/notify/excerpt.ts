/** A post's text shortened for a notification or a list row. */

const EXCERPT_LENGTH = 120;

/** The text's start, cut at a word where possible, on one line. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if ([...flat].length <= max) return flat;
  const cut = [...flat].slice(0, max - 1).join('');
  const word = cut.replace(/\s+\S*$/, '');
  return `${word.length > max / 2 ? word : cut}…`;
}
