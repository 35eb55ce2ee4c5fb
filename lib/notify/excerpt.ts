/** A post's text on one line, cut at a word where possible, for a notification or a list row. */
export function excerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if ([...flat].length <= max) return flat;
  const cut = [...flat].slice(0, max - 1).join('');
  const word = cut.replace(/\s+\S*$/, '');
  return `${word.length > max / 2 ? word : cut}…`;
}
