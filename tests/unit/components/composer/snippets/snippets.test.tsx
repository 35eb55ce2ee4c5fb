/**
 * Snippets in the composer (components/composer/snippets/): the `;` trigger in each text box, keyboard first and
 * announced as a listbox, "Insert snippet" with its search box, and the line naming what is added to every post.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import type { Snippet } from '@/lib/snippets/snippet';
import { ACCOUNTS, renderComposer } from '../../../fakes/composer';

const refs = (...types: string[]) =>
  ACCOUNTS.filter((a) => types.includes(a.type)).map(({ id, type }) => ({ id, type }));
const later = { mode: 'schedule' as const, date: '2026-06-10', time: '09:30', timeZone: 'Asia/Tokyo' };
const draftWith = (patch: Partial<Draft>): Draft => ({ ...emptyDraft(), when: later, updatedAt: 1, ...patch });
const SNIPPETS: Snippet[] = [
  { id: 's', name: 'Signature', text: '— Ana', networks: ['linkedin'], addToEvery: true, order: 0 },
  { id: 't', name: 'Coffee tags', text: '#coffee #latte', networks: 'all', addToEvery: false, order: 1 },
];

/** Types `value` into `box` with the caret at its end, as a keystroke does. */
function typeInto(box: HTMLTextAreaElement | HTMLInputElement, value: string) {
  box.focus();
  box.value = value;
  box.setSelectionRange(value.length, value.length);
  fireEvent.input(box);
}

afterEach(cleanup);

describe('the ; trigger', () => {
  it('offers the snippets as a listbox the text box controls; arrows choose, Enter inserts at the caret', async () => {
    const { draft } = renderComposer({ draft: draftWith({ accounts: refs('twitter') }), snippets: SNIPPETS });
    const box = (await screen.findByRole('textbox', { name: 'Post text' })) as HTMLTextAreaElement;
    await screen.findByRole('button', { name: 'Insert snippet' }); // the trigger listens from then on
    typeInto(box, 'New menu ;');
    const list = await screen.findByRole('listbox', { name: 'Snippets' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Signature— Ana', 'Coffee tags#coffee #latte']);
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const second = within(list).getAllByRole('option')[1]!;
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(draft.value?.text).toBe('New menu #coffee #latte'));
    expect(box.selectionStart).toBe('New menu #coffee #latte'.length);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.hasAttribute('aria-controls')).toBe(false);
  });

  it('filters by the name typed after it, inserts in the middle of a text, and Escape closes it untouched', async () => {
    const { draft } = renderComposer({ draft: draftWith({ accounts: refs('twitter') }), snippets: SNIPPETS });
    const box = (await screen.findByRole('textbox', { name: 'Post text' })) as HTMLTextAreaElement;
    await screen.findByRole('button', { name: 'Insert snippet' });
    box.focus();
    box.value = 'Hello ;cof world';
    box.setSelectionRange(10, 10);
    fireEvent.input(box);
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(draft.value?.text).toBe('Hello #coffee #latte world'));
    typeInto(box, 'Hello ;');
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(draft.value?.text).toBe('Hello ;');
  });

  it('works in a reply of the thread too', async () => {
    const { draft } = renderComposer({
      draft: draftWith({ accounts: refs('twitter'), text: 'First', replies: ['Then'] }),
      snippets: SNIPPETS,
    });
    const reply = (await screen.findByRole('textbox', { name: /Reply 1/ })) as HTMLTextAreaElement;
    await screen.findByRole('button', { name: 'Insert snippet' });
    typeInto(reply, 'Then ;co');
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Coffee tags/ }));
    await waitFor(() => expect(draft.value?.replies).toEqual(['Then #coffee #latte']));
  });
});

describe('Insert snippet', () => {
  it('opens a searchable list for the text box used last and inserts at its caret', async () => {
    const { draft } = renderComposer({
      draft: draftWith({ accounts: refs('twitter'), text: 'Hello world' }),
      snippets: SNIPPETS,
    });
    const box = (await screen.findByRole('textbox', { name: 'Post text' })) as HTMLTextAreaElement;
    await screen.findByRole('button', { name: 'Insert snippet' });
    box.focus();
    box.setSelectionRange(5, 5);
    fireEvent.click(await screen.findByRole('button', { name: 'Insert snippet' }));
    const search = await screen.findByRole('combobox', { name: 'Find a snippet' });
    fireEvent.input(search, { target: { value: 'sig' } });
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(draft.value?.text).toBe('Hello — Ana world'));
  });

  it('is not among the tools while there are no snippets', async () => {
    renderComposer({ draft: draftWith({ accounts: refs('twitter') }) });
    await screen.findByRole('button', { name: /Attach media/ });
    expect(screen.queryByRole('button', { name: 'Insert snippet' })).toBeNull();
  });
});

describe('a snippet added to every post', () => {
  it('is named under the text for its networks, and counted in their counter', async () => {
    const { composer } = renderComposer({
      draft: draftWith({ accounts: refs('twitter'), text: 'a'.repeat(2990) }),
      snippets: SNIPPETS,
    });
    await screen.findByRole('button', { name: 'Insert snippet' });
    expect(screen.queryByText(/is added at the end/)).toBeNull();
    composer.drafts.update((d) => ({ ...d, accounts: refs('linkedin') }));
    await screen.findByText('+ “Signature” is added at the end for LinkedIn when sent.');
    // 2,990 typed, a blank line and the five characters of "— Ana".
    const counters = screen.getByRole('list', { name: 'Characters per platform' });
    await waitFor(() => expect(counters.textContent).toBe('LinkedIn: 2,997 / 3,000'));
  });
});
