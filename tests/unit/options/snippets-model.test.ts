import { describe, expect, it } from 'vitest';
import { createSnippetsModel } from '@/lib/options/snippets-model';
import type { Snippet } from '@/lib/snippets/snippet';
import { snippetsFile } from '@/lib/snippets/snippets-file';
import { memoryItem } from '../fakes/items';

const snippet = (id: string, order: number, patch: Partial<Snippet> = {}): Snippet => ({
  id,
  name: id,
  text: `<${id}>`,
  networks: 'all',
  addToEvery: false,
  order,
  ...patch,
});

async function setUp(snippets: Snippet[] = []) {
  const stored = memoryItem(snippets);
  let n = 0;
  const model = createSnippetsModel({ stored, newId: () => `new-${++n}` });
  await model.load();
  return { model, stored };
}
const names = (list: readonly Snippet[]) => list.map((s) => s.name);

describe('Settings → Snippets', () => {
  it('adds a snippet once it has a name, a text and its networks; until then each problem is said and nothing typed is lost', async () => {
    const { model, stored } = await setUp();
    model.add();
    model.change({ text: '— Ana', networks: [] });
    expect(model.problems.value).toEqual({}); // said once Save is pressed, not while typing
    expect(await model.save()).toBe(false);
    expect(Object.keys(model.problems.value).sort()).toEqual(['name', 'networks']);
    expect(model.editing.value).toMatchObject({ text: '— Ana' });
    model.change({ name: '  Signature ', networks: ['linkedin'], addToEvery: true });
    expect(await model.save()).toBe(true);
    expect(model.editing.value).toBeNull();
    expect(stored.value).toEqual([
      { id: 'new-1', name: 'Signature', text: '— Ana', networks: ['linkedin'], addToEvery: true, order: 0 },
    ]);
    expect(model.status.value).toBe('“Signature” saved.');
  });

  it('edits one in place, and Cancel leaves the list as it was', async () => {
    const { model, stored } = await setUp([snippet('a', 0), snippet('b', 1)]);
    model.edit('a');
    model.change({ text: 'changed' });
    model.cancel();
    expect(stored.value[0]!.text).toBe('<a>');
    model.edit('b');
    model.change({ name: 'Bee' });
    await model.save();
    expect(names(model.list.value)).toEqual(['a', 'Bee']);
  });

  it('moves one up and down, saying where it is now', async () => {
    const { model, stored } = await setUp([snippet('a', 0), snippet('b', 1), snippet('c', 2)]);
    await model.move('c', -1);
    expect(names(stored.value)).toEqual(['a', 'c', 'b']);
    expect(model.status.value).toBe('“c” is now number 2 of 3.');
    await model.move('a', 1);
    expect(names(model.list.value)).toEqual(['c', 'a', 'b']);
  });

  it('deletes one, and Undo brings it back in its place', async () => {
    const { model, stored } = await setUp([snippet('a', 0), snippet('b', 1)]);
    await model.remove('a');
    expect(names(stored.value)).toEqual(['b']);
    expect(model.canUndo.value).toBe(true);
    await model.undo();
    expect(names(stored.value)).toEqual(['a', 'b']);
    expect(model.canUndo.value).toBe(false);
  });

  it('exports a file that imports back; a file that is not one of ours is refused whole, with a sentence', async () => {
    const { model } = await setUp([snippet('a', 0), snippet('b', 1)]);
    const file = await model.exportFile();
    expect(file).toBe(snippetsFile([snippet('a', 0), snippet('b', 1)]));
    const other = await setUp([snippet('c', 0)]);
    await other.model.importFile(file);
    expect(names(other.model.list.value)).toEqual(['c', 'a', 'b']);
    await other.model.importFile('{"quickpost":"ideas"}');
    expect(other.model.alert.value).toBe(
      'This is not a Quickpost snippets file, or it is damaged: nothing was imported.',
    );
    expect(names(other.stored.value)).toEqual(['c', 'a', 'b']);
  });

  it('says when the browser would not keep the list, and keeps what was typed', async () => {
    const { model, stored } = await setUp();
    stored.set = () => Promise.reject(new Error('quota'));
    model.add();
    model.change({ name: 'Tags', text: '#coffee' });
    expect(await model.save()).toBe(false);
    expect(model.alert.value).toMatch(/could not be saved/);
    expect(model.editing.value).toMatchObject({ name: 'Tags', text: '#coffee' });
  });
});
