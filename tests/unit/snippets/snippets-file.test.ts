import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n/t';
import { Snippet } from '@/lib/snippets/snippet';
import { importSnippets, snippetsFile } from '@/lib/snippets/snippets-file';

const one: Snippet = { id: 'a', name: 'Signature', text: '— Ana', networks: 'all', addToEvery: false, order: 0 };
const two: Snippet = { id: 'b', name: 'Tags', text: '#coffee', networks: ['twitter'], addToEvery: true, order: 1 };

describe('snippets as a file', () => {
  it('reads back what it exported', () => {
    expect(importSnippets([], snippetsFile([two, one]))).toEqual({ snippets: [one, two] });
  });

  it('replaces a snippet with the same id and appends the others, renumbered', () => {
    const edited = { ...one, text: '— Ana López', order: 9 };
    const fresh = { ...two, id: 'c', name: 'Call', order: 0 };
    expect(importSnippets([one, two], snippetsFile([edited, fresh]))).toEqual({
      snippets: [
        { ...edited, order: 0 },
        { ...two, order: 1 },
        { ...fresh, order: 2 },
      ],
    });
  });

  it.each([
    ['not JSON', 'snippets!'],
    ['another file', JSON.stringify({ quickpost: 'ideas', version: 1, ideas: [] })],
    ['a damaged snippet', JSON.stringify({ quickpost: 'snippets', version: 1, snippets: [{ ...one, name: '' }] })],
    ['no network', JSON.stringify({ quickpost: 'snippets', version: 1, snippets: [{ ...one, networks: [] }] })],
  ])('refuses %s with a sentence, importing nothing', (_, file) => {
    const result = importSnippets([one], file);
    expect(result).toEqual({ refused: { key: 'snippets_file_refused', args: [] } });
    expect(t('snippets_file_refused')).toMatch(/nothing was imported/);
  });

  it('trims a name and refuses one too long', () => {
    expect(Snippet.parse({ ...one, name: '  Sig  ' }).name).toBe('Sig');
    expect(Snippet.safeParse({ ...one, name: 'x'.repeat(61) }).success).toBe(false);
  });
});
