/**
 * Reads the figures docs/architecture.md states: the "Figures" section's table, one row per figure named as
 * scripts/layer-figures.ts names it (the row's first cell starts with the name), the number leading its "today" cell.
 */
export function figuresInDoc(markdown: string): Record<string, number> {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Figures'));
  if (!section) return {};
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
        .split('|')
        .map((cell) => cell.trim()),
    );
  const today = rows[0]?.indexOf('today') ?? -1;
  if (today < 0) return {};
  const figures: Record<string, number> = {};
  for (const cells of rows.slice(1)) {
    const name = /^[a-z][a-z ]*[a-z]/.exec(cells[0] ?? '')?.[0];
    const value = /^\d+/.exec(cells[today] ?? '')?.[0];
    if (name && value !== undefined) figures[name] = Number(value);
  }
  return figures;
}
