/**
 * The accounts to post to (design.md §3.2): List Accounts through the background's cache (opening the popup
 * costs no read while the cache is fresh; "Refresh accounts" forces one), the selection kept in the draft.
 * "A disconnected account disappears from the list" (Resources → Account): after a load, a chosen account that
 * is gone is unselected, and the person is told.
 */
import { computed, signal } from '@preact/signals';
import { plural } from '@/lib/i18n/plural';
import type { AnswerData } from '@/lib/messaging/protocol';
import type { DraftModel } from './draft-model';
import type { ComposerPorts } from './ports';
import { sentence } from './sentences';

export type Account = AnswerData<'accounts.list'>['accounts'][number];

export function createAccountsModel(ports: Pick<ComposerPorts, 'ask'>, drafts: DraftModel) {
  const accounts = signal<Account[]>([]);
  const loading = signal(false);
  const loadedOnce = signal(false);
  const error = signal('');
  /** Said politely: why a choice changed, or that the list is an older copy. */
  const notice = signal('');

  const selectedIds = computed(() => new Set(drafts.draft.value.accounts.map((a) => a.id)));
  const selectedTypes = computed(() => drafts.draft.value.accounts.map((a) => a.type));

  function unselectGone(list: Account[]): void {
    const known = new Set(list.map((a) => a.id));
    const gone = drafts.draft.value.accounts.filter((a) => !known.has(a.id));
    if (gone.length === 0) return;
    drafts.update((d) => ({ ...d, accounts: d.accounts.filter((a) => known.has(a.id)) }));
    notice.value = plural(gone.length, 'accounts_gone_one', 'accounts_gone_other');
  }

  async function load(refresh = false): Promise<void> {
    loading.value = true;
    error.value = '';
    if (refresh) notice.value = '';
    try {
      const answer = await ports.ask('accounts.list', { refresh });
      accounts.value = answer.accounts;
      loadedOnce.value = true;
      if (answer.stale) notice.value = answer.stale;
      unselectGone(answer.accounts);
    } catch (err) {
      error.value = await sentence(err, 'listAccounts');
    } finally {
      loading.value = false;
    }
  }

  return {
    accounts,
    loading,
    loadedOnce,
    error,
    notice,
    selectedIds,
    selectedTypes,
    load,
    toggle(account: Pick<Account, 'id' | 'type'>, on: boolean): void {
      drafts.update((d) => {
        const others = d.accounts.filter((a) => a.id !== account.id);
        return { ...d, accounts: on ? [...others, { id: account.id, type: account.type }] : others };
      });
    },
  };
}

export type AccountsModel = ReturnType<typeof createAccountsModel>;
