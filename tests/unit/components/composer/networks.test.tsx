/**
 * "Customize for each network" in the composer (components/composer/NetworkToggle.tsx): one line
 * with the toggle and the post count, the copies as tabs with their own counter, edited ones marked and reset, arrow
 * keys between the tabs, and a send that makes one post per distinct text.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { ACCOUNTS, renderComposer } from '../../fakes/composer';

const refs = (...types: string[]) =>
  ACCOUNTS.filter((a) => types.includes(a.type)).map(({ id, type }) => ({ id, type }));
const later = { mode: 'schedule' as const, date: '2026-06-10', time: '09:30', timeZone: 'Asia/Tokyo' };
const draftWith = (patch: Partial<Draft>): Draft => ({ ...emptyDraft(), when: later, updatedAt: 1, ...patch });
const type = (element: HTMLElement, value: string) => fireEvent.input(element, { target: { value } });

afterEach(cleanup);

describe('text per network', () => {
  it('no toggle for one platform; for two, one line: the toggle, and the count once the texts differ', async () => {
    const { composer } = renderComposer({ draft: draftWith({ accounts: refs('linkedin'), text: 'Hello' }) });
    await screen.findByRole('textbox', { name: 'Post text' });
    expect(screen.queryByRole('checkbox', { name: 'Customize for each network' })).toBeNull();
    composer.drafts.update((d) => ({ ...d, accounts: refs('twitter', 'linkedin') }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Customize for each network' }));
    expect(screen.queryByText(/posts will be created/)).toBeNull(); // the copies follow the shared text: one post
    type(await screen.findByRole('textbox', { name: 'Twitter text' }), 'Short');
    await screen.findByText('2 posts will be created.');
    expect(screen.getByRole('tab', { name: 'Twitter, edited' })).toBeTruthy();
  });

  it('each copy has its platform’s counter; an untouched copy follows the shared text; reset brings it back', async () => {
    renderComposer({
      draft: draftWith({
        accounts: refs('twitter', 'bluesky'),
        text: 'Shared',
        networks: { copies: [{ type: 'twitter', text: 'a'.repeat(281) }] },
      }),
    });
    const twitterCopy = await screen.findByRole('textbox', { name: 'Twitter text' });
    const counters = () =>
      within(twitterCopy.closest('[role="tabpanel"]') as HTMLElement).getByRole('list', {
        name: 'Characters per platform',
      });
    await waitFor(() => expect(counters().textContent).toContain('Twitter: 281 / 280'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Twitter, edited' }), { key: 'ArrowRight' });
    const bluesky = await screen.findByRole('textbox', { name: 'Bluesky text' });
    expect((bluesky as HTMLTextAreaElement).value).toBe('Shared');
    expect(screen.getByRole('tab', { name: 'Bluesky' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Twitter, edited' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use shared text' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Twitter text' }) as HTMLTextAreaElement).value).toBe('Shared'),
    );
    expect(screen.getByRole('tab', { name: 'Twitter' })).toBeTruthy();
  });

  it('sends one post per distinct text, as one group', async () => {
    const sent: unknown[] = [];
    const { composer, asked } = renderComposer({
      draft: draftWith({
        accounts: refs('twitter', 'linkedin', 'bluesky'),
        text: 'Shared',
        networks: { copies: [{ type: 'twitter', text: 'Short' }] },
      }),
      answers: {
        'outbox.sendGroup': ({ posts, id }) => {
          sent.push(...posts);
          return {
            entries: posts.map(
              (post, i) =>
                ({ id: `${id}/${i + 1}`, group: id, post, createdAt: 0, state: 'queued', attempts: 0 }) as OutboxEntry,
            ),
          };
        },
      },
    });
    await screen.findByRole('textbox', { name: 'Post text' });
    await composer.send.send();
    expect(asked.filter((a) => a.type === 'outbox.send')).toEqual([]);
    expect(
      sent.map((p) => [
        (p as { content: string }).content,
        (p as { accounts: { id: number }[] }).accounts.map((a) => a.id),
      ]),
    ).toEqual([
      ['Short', [1]],
      ['Shared', [2, 3]],
    ]);
  });
});
