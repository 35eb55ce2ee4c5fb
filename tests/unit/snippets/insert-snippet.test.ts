import { describe, expect, it } from 'vitest';
import { insertSnippet } from '@/lib/snippets/insert-snippet';
import { triggerAt } from '@/lib/snippets/snippet-trigger';

/** `[` and `]` mark the range replaced, `|` where the caret ends. */
const parts = (marked: string) => {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), range: { start, end } };
};

describe('insertSnippet', () => {
  it.each([
    ['into an empty text', '[]', '#coffee|'],
    ['at the caret after a space', 'Great read []', 'Great read #coffee|'],
    ['glued to a word: a space before', 'Great read[]', 'Great read #coffee|'],
    ['before a word: a space after', '[]Great', '#coffee |Great'],
    ['between words', 'Great[]read', 'Great #coffee |read'],
    ['over a selection', 'Great [read] today', 'Great #coffee| today'],
    ['before a line break', 'Great read[]\nnext', 'Great read #coffee|\nnext'],
  ])('%s', (_, marked, expected) => {
    const { text, range } = parts(marked);
    expect(insertSnippet(text, range, '#coffee')).toEqual({
      text: expected.replace('|', ''),
      caret: expected.indexOf('|'),
    });
  });

  it('replaces the typed trigger', () => {
    const text = 'Great read ;cof and more';
    const trigger = triggerAt(text, 15)!;
    expect(insertSnippet(text, { start: trigger.start, end: 15 }, '#coffee #espresso')).toEqual({
      text: 'Great read #coffee #espresso and more',
      caret: 28,
    });
  });
});
