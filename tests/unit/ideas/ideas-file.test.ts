import { describe, expect, it } from 'vitest';
import { emptyDraft } from '@/lib/draft/next-draft';
import { ideaOf } from '@/lib/ideas/idea';
import { importIdeas } from '@/lib/ideas/ideas-file';
import { IDEAS_LIMIT, ideasFile } from '@/lib/ideas/ideas-list';

const idea = (id: string, savedAt: number, text = id) => ideaOf({ ...emptyDraft(), text }, id, savedAt);
const many = (n: number) => Array.from({ length: n }, (_, i) => idea(`i${i}`, i));

describe('ideas as a file', () => {
  it('reads back what it exported, newest first', () => {
    expect(importIdeas([], ideasFile([idea('a', 1), idea('b', 2)]))).toEqual({ ideas: [idea('b', 2), idea('a', 1)] });
  });

  it('replaces an idea with the same id and adds the others', () => {
    const result = importIdeas([idea('a', 1), idea('b', 2)], ideasFile([idea('a', 5, 'newer'), idea('c', 3)]));
    expect(result).toEqual({ ideas: [idea('b', 2), idea('a', 5, 'newer'), idea('c', 3)] });
  });

  it.each([
    ['not JSON', '{'],
    ['a snippets file', JSON.stringify({ quickpost: 'snippets', version: 1, snippets: [] })],
    [
      'an idea without its id',
      JSON.stringify({ quickpost: 'ideas', version: 1, ideas: [{ savedAt: 1, title: '', draft: {} }] }),
    ],
  ])('refuses %s with a sentence', (_, file) => {
    expect(importIdeas([idea('a', 1)], file)).toEqual({ refused: { key: 'ideas_file_refused', args: [] } });
  });

  it('refuses a file that would take the list past the limit, importing nothing', () => {
    expect(importIdeas(many(IDEAS_LIMIT - 1), ideasFile([idea('x', 0), idea('y', 0)]))).toEqual({
      refused: { key: 'ideas_import_too_many', args: [IDEAS_LIMIT + 1, IDEAS_LIMIT] },
    });
  });
});
