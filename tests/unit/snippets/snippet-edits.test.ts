import { describe, expect, it } from 'vitest';
import { movedSnippet, withSnippet, withoutSnippet } from '@/lib/snippets/snippet-edits';
import type { Snippet } from '@/lib/snippets/snippet';

const snippet = (id: string, order: number): Snippet => ({
  id,
  name: id,
  text: `<${id}>`,
  networks: 'all',
  addToEvery: false,
  order,
});
const list = [snippet('c', 7), snippet('a', 1), snippet('b', 4)];
const ids = (snippets: Snippet[]) => snippets.map((s) => `${s.id}${s.order}`).join(' ');

describe('the edits of the snippet list', () => {
  it('adds a new snippet at the end and replaces one with the same id in place, renumbering', () => {
    expect(ids(withSnippet(list, snippet('d', 0)))).toBe('a0 b1 c2 d3');
    const renamed = withSnippet(list, { ...snippet('b', 99), name: 'Bee' });
    expect(ids(renamed)).toBe('a0 b1 c2');
    expect(renamed[1]!.name).toBe('Bee');
  });

  it('deletes one, renumbering the rest', () => {
    expect(ids(withoutSnippet(list, 'b'))).toBe('a0 c1');
    expect(ids(withoutSnippet(list, 'unknown'))).toBe('a0 b1 c2');
  });

  it.each([
    ['b', -1, 'b0 a1 c2'],
    ['b', 1, 'a0 c1 b2'],
    ['a', -1, 'a0 b1 c2'],
    ['c', 1, 'a0 b1 c2'],
    ['unknown', 1, 'a0 b1 c2'],
  ] as const)('moves %s by %i: %s', (id, step, expected) => {
    expect(ids(movedSnippet(list, id, step))).toBe(expected);
  });
});
