import { computed, signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { createSnippetMenuModel } from '@/lib/composer/snippet-menu-model';
import { createSnippetsModel } from '@/lib/composer/snippets-model';
import type { Snippet } from '@/lib/snippets/snippet';
import { memoryItem } from '../fakes/items';

const snippet = (name: string, order: number, patch: Partial<Snippet> = {}): Snippet => ({
  id: name,
  name,
  text: `<${name}>`,
  networks: 'all',
  addToEvery: false,
  order,
  ...patch,
});
const SNIPPETS = [
  snippet('Signature', 0, { networks: ['linkedin'], addToEvery: true }),
  snippet('Coffee tags', 1, { addToEvery: true }),
  snippet('Sign-up call', 2),
];

function menuWith(snippets: Snippet[], types: string[] = ['twitter', 'linkedin']) {
  const list = signal(snippets);
  return createSnippetMenuModel({ list: computed(() => list.value) }, { selectedTypes: computed(() => types) });
}

describe('the snippets in the composer', () => {
  it('follows the stored list as the settings page changes it', async () => {
    const item = memoryItem<Snippet[]>(SNIPPETS.slice(0, 1));
    const model = createSnippetsModel({ items: { snippets: item } });
    const stop = model.follow();
    await Promise.resolve();
    expect(model.list.value.map((s) => s.name)).toEqual(['Signature']);
    await item.set(SNIPPETS);
    expect(model.list.value).toHaveLength(3);
    stop();
  });
});

describe('the list of snippets a text box offers', () => {
  it('opens at a `;` before the caret, filters as the name is typed, and closes once the trigger is gone', () => {
    const menu = menuWith(SNIPPETS);
    menu.typed('Hello ;', 7);
    expect(menu.menu.value).toEqual({ via: 'typing', start: 6, end: 7, query: '', network: undefined });
    expect(menu.offered.value.map((s) => s.name)).toEqual(['Signature', 'Coffee tags', 'Sign-up call']);
    menu.typed('Hello ;sig', 10);
    expect(menu.offered.value.map((s) => s.name)).toEqual(['Signature', 'Sign-up call']);
    menu.typed('Hello ;sig ', 11);
    expect(menu.menu.value).toBeNull();
  });

  it('offers in a network’s own text box only that network’s snippets', () => {
    const menu = menuWith(SNIPPETS);
    menu.typed(';sig', 4, 'twitter');
    expect(menu.offered.value.map((s) => s.name)).toEqual(['Sign-up call']);
  });

  it('opens for nothing when there are no snippets', () => {
    const menu = menuWith([]);
    menu.typed(';', 1);
    expect(menu.menu.value).toBeNull();
  });

  it('moves the choice with the arrows, round at the ends, and leaves other keys alone', () => {
    const menu = menuWith(SNIPPETS);
    menu.typed(';', 1);
    expect(menu.move('ArrowUp')).toBe(true);
    expect(menu.choice.value).toBe(2);
    menu.move('ArrowDown');
    expect(menu.choice.value).toBe(0);
    expect(menu.move('a')).toBe(false);
    menu.search('coffee');
    expect([menu.choice.value, menu.offered.value.map((s) => s.name)]).toEqual([0, ['Coffee tags']]);
  });

  it('"Insert snippet" opens for the text box used last, and stays open while typing elsewhere', () => {
    const menu = menuWith(SNIPPETS);
    menu.used('linkedin');
    menu.openTool();
    expect(menu.menu.value).toMatchObject({ via: 'tool', query: '', network: 'linkedin' });
    menu.typed('no trigger', 10, 'linkedin');
    expect(menu.menu.value?.via).toBe('tool');
    menu.close();
    expect(menu.menu.value).toBeNull();
  });

  it('names what is added to every post for the chosen networks, with those networks', () => {
    const added = (types: string[]) =>
      menuWith(SNIPPETS, types).added.value.map(({ snippet, types }) => [snippet.name, types]);
    expect(added(['twitter', 'linkedin', 'twitter'])).toEqual([
      ['Signature', ['linkedin']],
      ['Coffee tags', ['twitter', 'linkedin']],
    ]);
    expect(added(['bluesky'])).toEqual([['Coffee tags', ['bluesky']]]);
  });
});
