import { describe, expect, it } from 'vitest';
import { withAddToEvery } from '@/lib/snippets/add-to-every';
import type { Snippet } from '@/lib/snippets/snippet';

const signature: Snippet = {
  id: 's1',
  name: 'Signature',
  text: '— Ana, Café Lumen',
  networks: ['linkedin'],
  addToEvery: true,
  order: 1,
};
const tags: Snippet = { id: 's2', name: 'Tags', text: '#coffee', networks: 'all', addToEvery: true, order: 0 };
const offered: Snippet = { ...tags, id: 's3', text: '#offered', addToEvery: false };
const all = [signature, tags, offered];

describe('withAddToEvery', () => {
  it.each([
    [
      'linkedin: every marked one for it, in order',
      'New menu!',
      'linkedin',
      'New menu!\n\n#coffee\n\n— Ana, Café Lumen',
    ],
    ['twitter: only those for every network', 'New menu!', 'twitter', 'New menu!\n\n#coffee'],
    ['no double separator', 'New menu!\n\n  ', 'twitter', 'New menu!\n\n#coffee'],
    ['nothing added to an empty post', '  ', 'linkedin', '  '],
    ['a snippet already in the text is not added again', 'New #coffee menu', 'twitter', 'New #coffee menu'],
  ])('%s', (_, text, network, expected) => {
    expect(withAddToEvery(text, network, all)).toBe(expected);
  });

  it('adds nothing the second time', () => {
    const once = withAddToEvery('New menu!', 'linkedin', all);
    expect(withAddToEvery(once, 'linkedin', all)).toBe(once);
  });
});
