/**
 * The accounts to post to (docs/design.md §3.2), through the background's cache so that opening the popup costs no
 * read while it is fresh. A chosen account that is gone after a load is unselected, and the person is told.
 */
import { computed, signal } from '@preact/signals';
import { plural } from '@/lib/i18n/plural';
import type { AnswerData } from '@/lib/messaging/protocol';
import type { DraftModel } from './draft-model';
import type { ComposerPorts } from './ports';
import { sentenceFor } from '@/lib/errors/sentence';
import { isQuickpostError } from '@/lib/errors/quickpost-error';
import { readOnly } from '@/lib/signals/read-only';

export type Account = AnswerData<'accounts.list'>['accounts'][number];

export function createAccountsModel(ports: Pick<ComposerPorts, 'ask'>, drafts: DraftModel) {
  const accounts = signal<Account[]>([]);
  const loading = signal(false);
  const loadedOnce = signal(false);
  const error = signal('');
  /** No credential is stored: the popup shows how to connect instead of a composer that cannot send. */
  const notConnected = signal(false);
  /** Said politely: why a choice changed, or that the list is an older copy. */
  const notice = signal('');
  /** Ids of the accounts posted to most recently, most recent first (lib/storage/account-use-item.ts). */
  const recent = signal<readonly number[]>([]);

  const selectedIds = computed(() => new Set(drafts.draft.value.accounts.map((a) => a.id)));
  const selectedTypes = computed(() => drafts.draft.value.accounts.map((a) => a.type));

  function unselectGone(list: Account[]): void {
    const known = new Set(list.map((a) => a.id));
    const gone = drafts.draft.value.accounts.filter((a) => !known.has(a.id));
    if (gone.length === 0) return;
    drafts.update((d) => ({ ...d, accounts: d.accounts.filter((a) => known.has(a.id)) }));
    notice.value = plural(gone.length, 'accounts_gone_one', 'accounts_gone_other');
  }

  /** Once the background has answered (or failed to), a stored copy read late never replaces what it said. */
  let answered = false;
  let asked = false;

  async function load(refresh = false): Promise<void> {
    loading.value = true;
    error.value = '';
    if (refresh) notice.value = '';
    try {
      const answer = await ports.ask('accounts.list', { refresh });
      answered = true;
      notConnected.value = false;
      accounts.value = answer.accounts;
      loadedOnce.value = true;
      unselectGone(answer.accounts);
      if (answer.stale) notice.value = sentenceFor(answer.stale, { operation: 'listAccounts' });
    } catch (err) {
      // The background could not confirm the stored copy (signed out, refused key): no list, as when none has come.
      if (!answered) {
        accounts.value = [];
        loadedOnce.value = false;
      }
      notConnected.value = isQuickpostError(err, 'not_connected');
      error.value = sentenceFor(err, { operation: 'listAccounts' });
    } finally {
      asked = true;
      loading.value = false;
    }
  }

  return {
    ...readOnly({ accounts, loading, loadedOnce, error, notConnected, notice }),
    selectedIds,
    selectedTypes,
    recent: computed(() => recent.value),
    /** The accounts used last, as the page read them (they go first among many: lib/composer/account-order.ts). */
    showRecent(ids: readonly number[]): void {
      recent.value = ids;
    },
    load,
    /**
     * The accounts the background cached, read by the page itself: shown while `load` asks the background,
     * whose answer (the same list when fresh, a newer one, or an error) then takes over. Never unselects: only
     * the background's answer says an account is gone.
     */
    showStored(list: Account[] | null): void {
      if (asked || list === null) return;
      accounts.value = list;
      loadedOnce.value = true;
    },
    /** Exactly these accounts chosen ("Select all", "Clear"). */
    select(list: readonly Pick<Account, 'id' | 'type'>[]): void {
      drafts.update((d) => ({ ...d, accounts: list.map(({ id, type }) => ({ id, type })) }));
    },
    toggle(account: Pick<Account, 'id' | 'type'>, on: boolean): void {
      drafts.update((d) => {
        const others = d.accounts.filter((a) => a.id !== account.id);
        return { ...d, accounts: on ? [...others, { id: account.id, type: account.type }] : others };
      });
    },
  };
}

export type AccountsModel = ReturnType<typeof createAccountsModel>;
