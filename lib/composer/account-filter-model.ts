/**
 * Choosing among many accounts (docs/design.md §3.7 "Agencies"): a useful order, a filter and one-click groups. The
 * order is taken when the list arrives or the filter changes, never on a toggle, so an avatar never moves from under
 * the pointer.
 */
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import { platformLabel } from '@/lib/service/platforms';
import type { ScheduleGroup } from '@/lib/settings/schema';
import type { Account, AccountsModel } from './accounts-model';
import { orderAccounts } from './account-order';
import type { ComposerPorts } from './ports';

export interface GroupChoice {
  name: string;
  /** The group's accounts that are connected now. */
  accounts: Account[];
  /** Exactly these accounts are chosen. */
  chosen: boolean;
}

/** An account matches when its name, handle, platform or one of its groups' names holds the query. */
export function matchesAccount(account: Account, query: string, groupNames: readonly string[] = []): boolean {
  const q = query.trim().toLowerCase().replace(/^@/, '');
  if (!q) return true;
  const text = [account.name, account.username, platformLabel(account.type), ...groupNames];
  return text.some((part) => part?.toLowerCase().includes(q));
}

type Deps = Pick<AccountsModel, 'accounts' | 'recent' | 'selectedIds' | 'select'>;

export function createAccountFilter(
  accounts: Deps,
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
  const shown: ReadonlySignal<Account[]> = computed(() => {
    const q = query.value.trim();
    if (!q) return ordered.value;
    return ordered.value.filter((a) => matchesAccount(a, q, groupNames.value.get(a.id)));
  });
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
    /** A group's accounts, and only they, chosen. */
    choose(choice: GroupChoice): void {
      accounts.select(choice.accounts);
    },
    /** Follows the schedule's groups and re-takes the order when the list, recent use or the filter changes. */
    follow(): () => void {
      void schedule.get().then(
        (value) => (groups.value = value.groups ?? []),
        () => undefined,
      );
      const stops = [
        schedule.watch((value) => (groups.value = value.groups ?? [])),
        effect(() => {
          void listKey.value;
          void accounts.recent.value;
          void query.value;
          pinned.value = new Set(accounts.selectedIds.peek());
        }),
      ];
      return () => stops.forEach((stop) => stop?.());
    },
  };
}
