// Many accounts (docs/design.md §3.7): the order is taken when the list or the filter changes, never on a toggle,
// so an avatar never moves from under the pointer.
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import { platformLabel } from '@/lib/service/platforms';
import type { ScheduleGroup } from '@/lib/settings/schema';
import type { Account, AccountsModel } from './accounts-model';
import type { ComposerPorts } from './ports';

/** From this many accounts on — more than two rows of toggles at the popup's 400 px — the picker has a filter box. */
export const FILTER_FROM = 17;

export type GroupChoice = { name: string; accounts: Account[]; chosen: boolean };

/** Chosen first, then by recent use, then the rest; within each, the list's own order. */
export function orderAccounts<T extends { id: number }>(
  list: readonly T[],
  chosen: ReadonlySet<number>,
  recent: readonly number[],
): T[] {
  const rank = (a: T) => (chosen.has(a.id) ? -1 : recent.includes(a.id) ? recent.indexOf(a.id) : recent.length);
  return list
    .map((account, i) => ({ account, i, k: rank(account) }))
    .sort((a, b) => a.k - b.k || a.i - b.i)
    .map((x) => x.account);
}

/** An account matches when its name, handle, platform or one of its groups' names holds the query. */
export function matchesAccount(account: Account, query: string, groupNames: readonly string[] = []): boolean {
  const q = query.trim().toLowerCase().replace(/^@/, '');
  const text = [account.name, account.username, platformLabel(account.type), ...groupNames];
  return !q || text.some((part) => part?.toLowerCase().includes(q));
}

export function createAccountFilter(
  accounts: Pick<AccountsModel, 'accounts' | 'recent' | 'selectedIds' | 'select'>,
  schedule: ComposerPorts['items']['schedule'],
  query: ReadonlySignal<string>,
) {
  const groups = signal<ScheduleGroup[]>([]);
  const pinned = signal<ReadonlySet<number>>(new Set());
  const listKey = computed(() => accounts.accounts.value.map((a) => a.id).join());

  const groupNames = computed(() => {
    const byId = new Map<number, string[]>();
    for (const g of groups.value) for (const a of g.accounts) byId.set(a.id, [...(byId.get(a.id) ?? []), g.name]);
    return byId;
  });
  const ordered = computed(() => orderAccounts(accounts.accounts.value, pinned.value, accounts.recent.value));
  const shown: ReadonlySignal<Account[]> = computed(() =>
    ordered.value.filter((a) => matchesAccount(a, query.value, groupNames.value.get(a.id))),
  );
  const choices = computed<GroupChoice[]>(() => {
    const byId = new Map(accounts.accounts.value.map((a) => [a.id, a]));
    const selected = accounts.selectedIds.value;
    const q = query.value.trim().toLowerCase();
    const visible = new Set(shown.value.map((a) => a.id));
    return groups.value.flatMap((g) => {
      const members = g.accounts.flatMap((ref) => byId.get(ref.id) ?? []);
      if (members.length === 0) return [];
      if (q && !g.name.toLowerCase().includes(q) && !members.some((a) => visible.has(a.id))) return [];
      const chosen = members.length === selected.size && members.every((a) => selected.has(a.id));
      return [{ name: g.name, accounts: members, chosen }];
    });
  });

  return {
    shown,
    choices,
    choose: (choice: GroupChoice) => accounts.select(choice.accounts),
    follow(): () => void {
      const showGroups = (value: { groups?: ScheduleGroup[] | undefined }) => (groups.value = value.groups ?? []);
      void schedule.get().then(showGroups, () => undefined);
      const stops = [
        schedule.watch(showGroups),
        effect(() => {
          void [listKey.value, accounts.recent.value, query.value];
          pinned.value = new Set(accounts.selectedIds.peek());
        }),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
}
