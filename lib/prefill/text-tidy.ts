/** Whitespace as a person would retype it: single spaces, at most one blank line. */
export function tidy(text: string | undefined): string {
  return (text ?? '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
