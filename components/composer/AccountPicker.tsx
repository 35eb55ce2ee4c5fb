import { useSignal } from '@preact/signals';
import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { accountLabel } from '@/lib/composer/account-label';
import { FILTER_FROM } from '@/lib/composer/account-filter-model';
import { AccountOption } from './AccountOption';
import { FilterBox, useAccountFilter } from './AccountFilter';
import { GroupChoices } from './AccountGroups';
import { FieldError, describedBy } from './FieldError';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/IconButton';

interface AccountPickerProps {
  composer: Composer;
}

/**
 * Which accounts the post goes to, as a compact row of avatar toggles (two rows at most; more scroll, and "Filter
 * accounts" narrows them: AccountFilter.tsx, with the chosen and the recently used first and the posting schedule's
 * account groups as one-click choices). The last choice stays in the draft; a new draft starts from the settings' default accounts.
 */
export function AccountPicker({ composer }: AccountPickerProps) {
  const { accounts, send } = composer;
  const query = useSignal('');
  const filter = useAccountFilter(composer, query);
  const problem = send.problems.value.accounts;
  const list = accounts.accounts.value;
  const selected = accounts.selectedIds.value;
  const q = query.value.trim();
  const shown = filter.shown.value;
  const chosen = list.filter((a) => selected.has(a.id));
  const all = list.length > 0 && chosen.length === list.length;
  return (
    <div
      role="group"
      class="accounts"
      aria-labelledby="qp-accounts-title"
      aria-describedby={describedBy(problem && 'qp-accounts-error', accounts.error.value && 'qp-accounts-load-error')}
    >
      <div class="accounts-head">
        <span id="qp-accounts-title" class="section-title">
          {t('accounts_legend')}
        </span>
        {list.length >= FILTER_FROM && <FilterBox query={query} onQuery={(value) => (query.value = value)} />}
        {list.length > 1 && (
          <button
            type="button"
            id="qp-accounts-all"
            class="quiet small"
            onClick={() => accounts.select(all ? [] : list)}
          >
            {all ? t('accounts_clear') : t('accounts_select_all')}
          </button>
        )}
        <IconButton
          id="qp-accounts-refresh"
          label={t('accounts_refresh')}
          onClick={() => void accounts.load(true)}
          disabled={accounts.loading.value}
        >
          <Icon name="refresh" />
        </IconButton>
      </div>
      {accounts.loading.value && !accounts.loadedOnce.value && <p class="hint">{t('accounts_loading')}</p>}
      {accounts.loadedOnce.value && list.length === 0 && <p class="hint">{t('accounts_none')}</p>}
      {q && shown.length === 0 && <p class="hint">{t('accounts_no_match', q)}</p>}
      <ul class="account-list">
        <GroupChoices filter={filter} />
        {shown.map((account) => (
          <AccountOption
            key={account.id}
            account={account}
            checked={selected.has(account.id)}
            onToggle={(on) => accounts.toggle(account, on)}
          />
        ))}
      </ul>
      {list.length > 0 && (
        <p class="chosen hint" aria-hidden="true">
          {chosen.length ? t('accounts_to', chosen.map(accountLabel).join(', ')) : t('accounts_none_chosen')}
        </p>
      )}
      {accounts.error.value && (
        <button type="button" onClick={composer.openSettings}>
          {t('open_settings')}
        </button>
      )}
      <FieldError id="qp-accounts-load-error" text={accounts.error.value} />
      <FieldError id="qp-accounts-error" text={problem} />
      {accounts.notice.value && <p class="hint">{accounts.notice.value}</p>}
    </div>
  );
}
