/**
 * The Ideas view over the real ideas item (WXT's fake browser storage) and a composer over fake ports: newest first
 * with what each idea holds, search, delete with Undo, "Open in composer", and the empty list's sentence.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdeasView } from '@/components/ideas/IdeasView';
import { emptyDraft } from '@/lib/draft/next-draft';
import { ideaOf } from '@/lib/ideas/idea';
import { ideasItem } from '@/lib/storage/ideas-item';
import { NOW, renderComposer } from '../../fakes/composer';

afterEach(cleanup);

const twitter = { id: 1, type: 'twitter' };
const ideas = [
  ideaOf(
    { ...emptyDraft([twitter]), text: 'Autumn menu\nPumpkin spice, but coffee.', replies: ['More soon'] },
    'a',
    NOW - 2,
  ),
  ideaOf({ ...emptyDraft([]), text: 'Winter opening hours' }, 'b', NOW - 1),
];

async function showView() {
  await ideasItem.set(ideas);
  const { composer, started } = renderComposer();
  await started;
  cleanup(); // the composer's own form is not what is looked at here
  const opened = vi.fn();
  render(<IdeasView composer={composer} onOpened={opened} />);
  const list = await screen.findByRole('list', { name: '2 ideas' });
  return { composer, opened, list };
}

describe('<IdeasView>', () => {
  it('lists the ideas newest first, with their accounts and thread, and searches them', async () => {
    const { list } = await showView();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'Winter opening hours',
      'Autumn menu',
    ]);
    expect(rows[1]!.textContent).toContain('Pumpkin spice, but coffee.');
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[1]!.textContent).toContain('Twitter @danawhitfield · 1 reply'),
    );
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search ideas' }), { target: { value: 'pumpkin' } });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('deletes with Undo', async () => {
    await showView();
    fireEvent.click(screen.getByRole('button', { name: 'Delete idea: Winter opening hours' }));
    await screen.findByText('Idea deleted.');
    expect((await ideasItem.get()).map((i) => i.id)).toEqual(['a']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('Idea restored.');
    expect((await ideasItem.get()).map((i) => i.id).sort()).toEqual(['a', 'b']);
  });

  it('"Open in composer" puts the idea into the composer and tells the popup', async () => {
    const { composer, opened } = await showView();
    fireEvent.click(screen.getByRole('button', { name: 'Open in composer: Autumn menu' }));
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(composer.drafts.draft.value).toMatchObject({ text: ideas[0]!.draft.text, replies: ['More soon'] });
    expect((await ideasItem.get()).map((i) => i.id)).toEqual(['b']);
  });

  it('says how to make one when there is none', async () => {
    const { composer, started } = renderComposer();
    await started;
    cleanup();
    render(<IdeasView composer={composer} onOpened={() => undefined} />);
    await screen.findByText(/^No ideas yet\. Choose “Save as idea” in the composer/);
  });
});
