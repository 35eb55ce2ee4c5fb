import { describe, expect, it } from 'vitest';
import { authorOf } from '@/lib/prefill/author-meta';
import { AUTHOR_MAX } from '@/lib/storage/prefill';

describe('authorOf', () => {
  it.each<[string, unknown, string]>([
    ['twitter:creator', { twitterCreator: '@ana', author: 'Ana López' }, '@ana'],
    ['a handle without its @', { twitterCreator: 'ana_l' }, '@ana_l'],
    ['a creator that is no handle: the author', { twitterCreator: 'Ana López', author: 'Ana López' }, 'Ana López'],
    ['author meta', { author: '  Ana \n López ' }, 'Ana López'],
    ['article:author', { articleAuthor: 'Ana López' }, 'Ana López'],
    ['article:author as a profile address', { articleAuthor: 'https://www.facebook.com/ana' }, ''],
    ['an address as the author', { author: 'www.example.com/ana' }, ''],
    ['a name with a colon is still a name', { author: 'Ana: the editor' }, 'Ana: the editor'],
    ['control characters', { author: 'Ana\u0000\u202eLópez' }, 'Ana López'],
    ['no meta', {}, ''],
    ['a non-string field alone is ignored', { twitterCreator: 7, author: 'Ana' }, 'Ana'],
    ['not an object', 'Ana', ''],
    ['nothing', undefined, ''],
  ])('%s', (_, answer, author) => {
    expect(authorOf(answer)).toBe(author);
  });

  it('caps a long name', () => {
    expect([...authorOf({ author: 'Ä'.repeat(300) })]).toHaveLength(AUTHOR_MAX);
  });
});
