/** The accounts to post to, through the background's cache, so opening the popup costs no read while it is fresh. */
import { computed, signal } from '@preact/signals';
import { isQuickpostError } from '@/lib/errors/quickpost-error';
import { sentenceFor } from '@/lib/errors/sentence';
import { plural } from '@/lib/i18n/plural';
import type { AnswerData } from '@/lib/messaging/protocol';
import { readOnly } from '@/lib/signals/read-only';
import type { DraftModel } from './draft-model';
import type { ComposerPorts } from './ports';

export type Account = AnswerData<'accounts.list'>['accounts'][number];

export function createAccountsModel({ ask }: Pick<ComposerPorts, 'ask'>, drafts: DraftModel) {
  const accounts = signal<Account[]>([]);
  const loading = signal(false);
  const loadedOnce = signal(false);
  const error = signal('');
  /** No credential is stored: the popup shows how to connect instead of a composer that cannot send. */
  const notConnected = signal(false);
  const notice = signal('');
  const recent = signal<readonly number[]>([]);
  /** Once the background has answered (or failed to), a stored copy read late never replaces what it said. */
  let answered = false;
  let asked = false;

  const select = (list: readonly Pick<Account, 'id' | 'type'>[]) =>
    drafts.update((d) => ({ ...d, accounts: list.map(({ id, type }) => ({ id, type })) }));

  async function load(refresh = false): Promise<void> {
    loading.value = true;
    error.value = '';
    if (refresh) notice.value = '';
    try {
      const answer = await ask('accounts.list', { refresh });
      answered = true;
      notConnected.value = false;
      accounts.value = answer.accounts;
      loadedOnce.value = true;
      const known = new Set(answer.accounts.map((a) => a.id));
      const gone = drafts.draft.value.accounts.filter((a) => !known.has(a.id)).length;
      if (gone) {
        select(drafts.draft.value.accounts.filter((a) => known.has(a.id)));
        notice.value = plural(gone, 'accounts_gone_one', 'accounts_gone_other');
      }
      if (answer.stale) notice.value = sentenceFor(answer.stale, { operation: 'listAccounts' });
    } catch (err) {
      // The background could not confirm the stored copy (signed out, refused key): no list.
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
    ...readOnly({ accounts, loading, loadedOnce, error, notConnected, notice, recent }),
    selectedIds: computed(() => new Set(drafts.draft.value.accounts.map((a) => a.id))),
    selectedTypes: computed(() => drafts.draft.value.accounts.map((a) => a.type)),
    showRecent: (ids: readonly number[]) => void (recent.value = ids),
    load,
    /** The cached list, read by the page while `load` asks the background; never unselects: only `load` knows. */
    showStored(list: Account[] | null): void {
      if (asked || list === null) return;
      accounts.value = list;
      loadedOnce.value = true;
    },
    select,
    toggle(account: Pick<Account, 'id' | 'type'>, on: boolean): void {
      drafts.update((d) => {
        const others = d.accounts.filter((a) => a.id !== account.id);
        return { ...d, accounts: on ? [...others, { id: account.id, type: account.type }] : others };
      });
    },
  };
}

export type AccountsModel = ReturnType<typeof createAccountsModel>;
