import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { ACCOUNTS, NOW, renderComposer } from '../../fakes/composer';

const refs = (...types: string[]) =>
  ACCOUNTS.filter((a) => types.includes(a.type)).map(({ id, type }) => ({ id, type }));
const draftWith = (patch: Partial<Draft>): Draft => ({
  ...emptyDraft(),
  when: { mode: 'now', date: '2026-06-10', time: '09:30', timeZone: 'Europe/London' },
  updatedAt: 1,
  ...patch,
});

afterEach(cleanup);

/** The composer after "Post now" with a 5 s Undo wait: the background held the post and cleared the draft. */
async function sentAndHeld(undoAnswer: (id: string) => OutboxEntry | null) {
  let stored: { set(d: Draft | null): Promise<void> } | undefined;
  const undone: string[] = [];
  let held: OutboxEntry | undefined;
  const view = renderComposer({
    draft: draftWith({ accounts: refs('linkedin'), text: 'Fresh beans on Friday' }),
    answers: {
      'outbox.send': async (data) => {
        held = {
          id: data.id!,
          post: data.post as OutboxEntry['post'],
          draft: data.draft as Draft,
          createdAt: NOW,
          state: 'queued',
          attempts: 0,
          holdUntil: NOW + 5000,
        };
        await stored!.set({ ...emptyDraft(refs('linkedin')), updatedAt: 2 });
        return { entry: held };
      },
      'outbox.undo': ({ id }) => {
        undone.push(id);
        return { entry: undoAnswer(id) ?? null };
      },
    },
  });
  stored = view.draft;
  const text = await screen.findByRole('textbox', { name: 'Post text' });
  fireEvent.keyDown(text, { key: 'Enter', ctrlKey: true });
  await waitFor(() => expect((text as HTMLTextAreaElement).value).toBe(''));
  return { ...view, text: text as HTMLTextAreaElement, undone, held: () => held! };
}

describe('undo send in the send bar', () => {
  it('says the wait once to screen readers and counts down on screen only', async () => {
    await sentAndHeld(() => null);
    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe('Posting “Fresh beans on Friday” in 5 s. Choose Undo to take it back.'),
    );
    expect(status.classList.contains('sr-only')).toBe(true);
    const countdown = await screen.findByText('Posting in 5 s');
    expect(countdown.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('Undo puts the post back into the composer and says so', async () => {
    const { text, undone, held } = await sentAndHeld((id) => (id === held().id ? held() : null));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    // The text comes back first (stored before the post leaves the outbox), then the background takes the post back.
    await waitFor(() => expect(text.value).toBe('Fresh beans on Friday'));
    await waitFor(() => expect(undone).toEqual([held().id]));
    expect(screen.getByRole('status').textContent).toBe(
      'Undone: nothing was sent, and the post is back in the composer.',
    );
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('an Undo that comes too late leaves the composer as it is and says what to do', async () => {
    const { text } = await sentAndHeld(() => null);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Too late to undo'));
    expect(text.value).toBe('');
  });

  it('is not offered over something new being written', async () => {
    const { text } = await sentAndHeld(() => null);
    fireEvent.input(text, { target: { value: 'Another thought' } });
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await waitFor(() => expect((undo as HTMLButtonElement).disabled).toBe(true));
    expect(undo.getAttribute('aria-describedby')).toBe('qp-undo-busy');
  });
});
