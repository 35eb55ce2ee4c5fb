import { describe, expect, it } from 'vitest';
import { computed, signal } from '@preact/signals';
import { orderAccounts } from '@/lib/composer/account-filter-model';
import { createAccountFilter, matchesAccount } from '@/lib/composer/account-filter-model';
import type { Account } from '@/lib/composer/accounts-model';
import { withUse } from '@/lib/storage/account-use-item';
import type { PostingSchedule } from '@/lib/settings/schema';

const account = (id: number, name: string, type = 'twitter', username = name.toLowerCase().replace(/ /g, '')) =>
  ({ id, type, name, username }) as Account;

describe('orderAccounts (lib/composer/account-filter-model.ts)', () => {
  it.each([
    ['the list as it is without choices or use', [], [], [1, 2, 3, 4]],
    ['chosen first, in the list order', [3, 1], [], [1, 3, 2, 4]],
    ['then recent use, most recent first', [], [4, 2], [4, 2, 1, 3]],
    ['chosen before recent; unknown ids ignored', [2], [9, 4, 2], [2, 4, 1, 3]],
  ])('%s', (_, chosen, recent, expected) => {
    const list = [1, 2, 3, 4].map((id) => ({ id }));
    expect(orderAccounts(list, new Set(chosen), recent).map((a) => a.id)).toEqual(expected);
  });
});

describe('withUse (lib/storage/account-use-item.ts)', () => {
  it('puts the accounts just used first, without repeats, and keeps at most 200', () => {
    expect(withUse([1, 2, 3], [3, 4])).toEqual([3, 4, 1, 2]);
    expect(withUse([], [5, 5])).toEqual([5]);
    const long = Array.from({ length: 200 }, (_, i) => i);
    expect(withUse(long, [1000])).toHaveLength(200);
    expect(withUse(long, [1000])[0]).toBe(1000);
  });
});

describe('matchesAccount', () => {
  const roaster = account(1, 'Northside Roasters Downtown', 'instagram', 'northsideroasters_downtown_instagram');
  it.each([
    ['roast', true],
    ['ROAST', true],
    ['@northside', true],
    ['instagram', true],
    ['linkedin', false],
    ['Coffee', true], // its group's name
    ['dental', false],
  ])('"%s" → %s', (query, expected) => {
    expect(matchesAccount(roaster, query, ['Coffee brand'])).toBe(expected);
  });
});

describe('the account filter (lib/composer/account-filter-model.ts)', () => {
  const list = [
    account(1, 'Lumen Dental'),
    account(2, 'Northside Roasters'),
    account(3, 'Northside Roasters Harbour', 'linkedin'),
    account(4, 'Pinecrest Outdoor'),
    account(5, 'Northside Roasters Airport', 'bluesky'),
  ];
  const schedule: PostingSchedule = {
    days: [1],
    times: ['09:00'],
    groups: [
      {
        name: 'Coffee brand',
        accounts: [
          { id: 2, type: 'twitter' },
          { id: 3, type: 'linkedin' },
          { id: 99, type: 'twitter' }, // no longer connected: not counted
        ],
        days: [1],
        times: ['08:00'],
      },
      { name: 'Dentists', accounts: [{ id: 1, type: 'twitter' }], days: [], times: [] },
    ],
  };

  function setUp(chosen: number[] = [], recent: number[] = []) {
    const accounts = signal(list);
    const selection = signal(chosen.map((id) => ({ id, type: 'twitter' })));
    const deps = {
      accounts: computed(() => accounts.value),
      recent: computed(() => recent),
      selectedIds: computed(() => new Set(selection.value.map((a) => a.id))),
      select: (l: readonly { id: number; type: string }[]) =>
        (selection.value = l.map(({ id, type }) => ({ id, type }))),
    };
    const query = signal('');
    const filter = createAccountFilter(deps, { get: async () => schedule, watch: () => () => undefined }, query);
    const stop = filter.follow();
    return { filter, selection, stop, setQuery: (q: string) => (query.value = q) };
  }

  it('shows the chosen first, then the recently used, and does not move them when one is toggled', async () => {
    const { filter, selection, setQuery } = setUp([4], [5]);
    expect(filter.shown.value.map((a) => a.id)).toEqual([4, 5, 1, 2, 3]);
    selection.value = [...selection.value, { id: 1, type: 'twitter' }];
    expect(filter.shown.value.map((a) => a.id)).toEqual([4, 5, 1, 2, 3]);
    setQuery('n'); // a new filter takes the order again: both chosen ones first, in the list's order
    expect(filter.shown.value.map((a) => a.id)).toEqual([1, 4, 5, 2, 3]);
  });

  it('"roast" finds the roaster\'s accounts; its group is a choice that picks exactly the connected ones', async () => {
    const { filter, selection, setQuery } = setUp([1]);
    await Promise.resolve();
    expect(filter.choices.value.map((c) => [c.name, c.accounts.length])).toEqual([
      ['Coffee brand', 2],
      ['Dentists', 1],
    ]);
    setQuery('roast');
    expect(filter.shown.value.map((a) => a.id)).toEqual([2, 3, 5]);
    expect(filter.choices.value.map((c) => c.name)).toEqual(['Coffee brand']);
    filter.choose(filter.choices.value[0]!);
    expect(selection.value.map((a) => a.id)).toEqual([2, 3]);
    expect(filter.choices.value[0]!.chosen).toBe(true);
  });
});
