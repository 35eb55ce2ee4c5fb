import { describe, expect, it } from 'vitest';
import { figuresInDoc } from '../../../scripts/layer-figures-doc';

const table = (rows: string) => `# Architecture

## Figures

Some words.

|                                                   | before | today                       |
| ------------------------------------------------- | ------ | --------------------------- |
${rows}

## Next section

| arrows between folders | 1 | 2 |
`;

describe('the figures docs/architecture.md states', () => {
  it('reads each figure’s name and the number leading its "today" cell', () => {
    const doc = table(
      [
        '| arrows between folders (a file in `lib/` counted as its own folder) | 132 | 145 |',
        '| arrows climbing a layer | 13 | 0 |',
        '| pairs of folders importing each other | 9 (7 in `lib/`) | 2 (inside `sandbox/`) |',
        '| import cycles (groups of files) | 2 | 0 |',
      ].join('\n'),
    );
    expect(figuresInDoc(doc)).toEqual({
      'arrows between folders': 145,
      'arrows climbing a layer': 0,
      'pairs of folders importing each other': 2,
      'import cycles': 0,
    });
  });

  it.each([
    ['no Figures section', '# Architecture\n\n## Layers\n\n| a | today |\n| - | - |\n| import cycles | 0 |\n'],
    ['no "today" column', table('').replace('today  ', 'after  ')],
    ['a "today" cell without a number', table('| import cycles | 2 | none |')],
  ])('finds nothing when there is %s', (_, doc) => {
    expect(figuresInDoc(doc)).toEqual({});
  });
});
