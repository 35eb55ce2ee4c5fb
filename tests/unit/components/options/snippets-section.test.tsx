/**
 * Settings → "Snippets" (components/options/SnippetsSection.tsx, SnippetEditor.tsx): add with its problems said at
 * their fields, reorder from the keyboard with the focus kept on the moved row, delete with Undo, a refused file.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SnippetsSection } from '@/components/options/SnippetsSection';
import { createSnippetsModel } from '@/lib/options/snippets-model';
import type { Snippet } from '@/lib/snippets/snippet';
import { memoryItem } from '../../fakes/items';

const snippet = (name: string, order: number): Snippet => ({
  id: name.toLowerCase(),
  name,
  text: `<${name}>`,
  networks: 'all',
  addToEvery: false,
  order,
});

async function mount(snippets: Snippet[] = []) {
  const stored = memoryItem(snippets);
  const model = createSnippetsModel({ stored, newId: () => 'new' });
  await model.load();
  render(<SnippetsSection snippets={model} />);
  return { stored };
}
const rows = () =>
  within(screen.getByRole('list', { name: 'Snippets' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);

afterEach(cleanup);

describe('<SnippetsSection>', () => {
  it('adds a snippet for chosen networks; a missing field is said next to it and focused, nothing typed is lost', async () => {
    const { stored } = await mount();
    screen.getByText(/No snippets yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Add snippet' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Text' }), { target: { value: '— Ana, Café Lumen' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Only these networks:' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'LinkedIn' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add to every post for these networks' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save snippet' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Give the snippet a name/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement).value).toBe('— Ana, Café Lumen');
    fireEvent.input(name, { target: { value: 'Signature' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save snippet' }));
    await screen.findByText('LinkedIn · added to every post');
    expect(stored.value).toEqual([
      { id: 'new', name: 'Signature', text: '— Ana, Café Lumen', networks: ['linkedin'], addToEvery: true, order: 0 },
    ]);
  });

  it('reorders with Move up and Move down, keeping the focus on the moved row', async () => {
    const { stored } = await mount([snippet('First', 0), snippet('Second', 1), snippet('Third', 2)]);
    const up = screen.getByRole('button', { name: 'Move “Third” up' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(rows()).toEqual(['First', 'Third', 'Second']));
    fireEvent.click(screen.getByRole('button', { name: 'Move “Third” up' }));
    await waitFor(() => expect(rows()).toEqual(['Third', 'First', 'Second']));
    // At the top, Move up is off: the focus goes to Move down of the same row.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Third” down' })));
    expect(stored.value.map((s) => s.name)).toEqual(['Third', 'First', 'Second']);
    screen.getByText('“Third” is now number 1 of 3.');
  });

  it('deletes one, and Undo brings it back', async () => {
    await mount([snippet('First', 0), snippet('Second', 1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete “First”' }));
    await waitFor(() => expect(rows()).toEqual(['Second']));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(rows()).toEqual(['First', 'Second']));
  });

  it('refuses a file that is not a snippets file, with a sentence, and keeps the list', async () => {
    const { stored } = await mount([snippet('First', 0)]);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['{"not":"ours"}'], 'other.json', { type: 'application/json' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
    await screen.findByText('This is not a Quickpost snippets file, or it is damaged: nothing was imported.');
    expect(stored.value.map((s) => s.name)).toEqual(['First']);
  });
});
