/** The popup's first screen read by hand from raw storage values (lib/composer/first-screen.ts), and the person's changes taken into the draft (first-screen-input.ts). */
import { describe, expect, it } from 'vitest';
import { firstScreenRecord, readFirstScreen } from '@/lib/composer/first-screen';
import { withFirstScreenInput } from '@/lib/composer/first-screen-input';
import { emptyDraft } from '@/lib/draft/draft';

const cache = (value: unknown) => ({ fetchedAt: 1, value });
const dana = { id: 1, type: 'twitter', name: 'Dana Whitfield', username: 'dana', picture: 'https://img/1.png' };
const tv = { id: '6', type: 'youtube', name: 'Whitfield Coffee TV', image: null };

describe('readFirstScreen', () => {
  it('reads the draft, the cached accounts and which are chosen', () => {
    const screen = readFirstScreen({
      draft: {
        text: 'Hello',
        accounts: [{ id: 1, type: 'twitter' }],
        when: { mode: 'now', date: '', time: '', timeZone: 'UTC' },
      },
      accountsCache: cache([dana, { id: 7, type: 'bluesky', username: 'harbor' }]),
    });
    expect(screen).toEqual({
      text: 'Hello',
      mode: 'now',
      accounts: [
        {
          id: 1,
          type: 'twitter',
          name: 'Dana Whitfield',
          username: 'dana',
          avatar: 'https://img/1.png',
          checked: true,
        },
        { id: 7, type: 'bluesky', username: 'harbor', checked: false },
      ],
    });
  });

  it('starts a draft without accounts from the default accounts, and one without a "when" on Schedule', () => {
    const screen = readFirstScreen({
      draft: null,
      preferences: { defaultAccounts: [{ id: 7, type: 'bluesky' }] },
      accountsCache: cache([dana, { id: 7, type: 'bluesky' }]),
    });
    expect(screen?.text).toBe('');
    expect(screen?.mode).toBe('schedule');
    // The chosen first (lib/composer/account-order.ts).
    expect(screen?.accounts.map((a) => [a.id, a.checked])).toEqual([
      [7, true],
      [1, false],
    ]);
  });

  it('leaves out what is not plainly right, and numeric string ids count', () => {
    const screen = readFirstScreen({
      draft: { text: 42, accounts: 'all', when: { mode: 'soon' } },
      accountsCache: cache([tv, { id: -1, type: 'x' }, { id: 2 }, null, 'x', { id: 3.5, type: 'x' }]),
    });
    expect(screen).toEqual({
      text: '',
      mode: 'schedule',
      accounts: [{ id: 6, type: 'youtube', name: 'Whitfield Coffee TV', checked: false }],
    });
  });

  it('paints nothing without cached accounts, or for a draft with replies, media or a title', () => {
    expect(readFirstScreen(undefined)).toBeNull();
    expect(readFirstScreen({ accountsCache: null })).toBeNull();
    expect(readFirstScreen({ accountsCache: { value: 'broken' } })).toBeNull();
    expect(readFirstScreen({ draft: { replies: ['more'] }, accountsCache: cache([dana]) })).toBeNull();
    expect(
      readFirstScreen({ draft: { attachments: [{ media_id: 'image-1' }] }, accountsCache: cache([dana]) }),
    ).toBeNull();
    expect(readFirstScreen({ draft: { title: 'A title' }, accountsCache: cache([dana]) })).toBeNull();
    expect(
      readFirstScreen({ draft: { accounts: [{ id: 6, type: 'youtube' }] }, accountsCache: cache([tv]) }),
    ).toBeNull(); // its title field
  });
});

describe('firstScreenRecord', () => {
  it('is read back as the same first screen: the snapshot between two openings (components/first-paint/snapshot.ts)', () => {
    const screen = readFirstScreen({
      draft: { text: 'Hello', accounts: [{ id: 7, type: 'bluesky' }], when: { mode: 'queue' } },
      accountsCache: cache([dana, { id: 7, type: 'bluesky', username: 'harbor' }, tv]),
    })!;
    expect(readFirstScreen(firstScreenRecord(screen))).toEqual(screen);
    const none = { ...screen, accounts: screen.accounts.map((a) => ({ ...a, checked: false })), mode: 'now' as const };
    expect(readFirstScreen(firstScreenRecord(none))).toEqual(none);
  });
});

describe('withFirstScreenInput', () => {
  const draft = {
    ...emptyDraft([{ id: 1, type: 'twitter' }]),
    text: 'stored',
    when: { mode: 'schedule' as const, date: '2030-01-01', time: '09:00', timeZone: 'UTC' },
  };

  it('takes the text typed, the toggles flipped and the "when" chosen', () => {
    const next = withFirstScreenInput(draft, {
      text: 'typed',
      accounts: [
        { id: 1, type: 'twitter', checked: false },
        { id: 7, type: 'bluesky', checked: true },
      ],
      mode: 'now',
    });
    expect(next.text).toBe('typed');
    expect(next.accounts).toEqual([{ id: 7, type: 'bluesky' }]);
    expect(next.when).toEqual({ ...draft.when, mode: 'now' });
  });

  it('keeps what the person did not touch', () => {
    expect(withFirstScreenInput(draft, { accounts: [] })).toEqual(draft);
  });
});
