import type { Composer } from '@/lib/composer/context';
import { t } from '@/lib/i18n/t';
import { AccountOption } from './AccountOption';
import { FieldError, describedBy } from './FieldError';

interface AccountPickerProps {
  composer: Composer;
}

/** Which accounts the post goes to; the last choice stays in the draft. */
export function AccountPicker({ composer }: AccountPickerProps) {
  const { accounts, send, ports } = composer;
  const problem = send.problems.value.accounts;
  const list = accounts.accounts.value;
  return (
    <fieldset class="accounts" aria-describedby={describedBy(problem && 'qp-accounts-error', accounts.error.value && 'qp-accounts-load-error')}>
      <legend>{t('accounts_legend')}</legend>
      {accounts.loading.value && !accounts.loadedOnce.value && <p class="hint">{t('accounts_loading')}</p>}
      {accounts.loadedOnce.value && list.length === 0 && <p class="hint">{t('accounts_none')}</p>}
      <ul class="account-list">
        {list.map((account) => (
          <AccountOption
            key={account.id}
            account={account}
            checked={accounts.selectedIds.value.has(account.id)}
            onToggle={(on) => accounts.toggle(account, on)}
          />
        ))}
      </ul>
      <div class="row">
        <button type="button" onClick={() => void accounts.load(true)} disabled={accounts.loading.value}>
          {t('accounts_refresh')}
        </button>
        {accounts.error.value && ports.openSettings && (
          <button type="button" onClick={ports.openSettings}>
            {t('open_settings')}
          </button>
        )}
      </div>
      <FieldError id="qp-accounts-load-error" text={accounts.error.value} />
      <FieldError id="qp-accounts-error" text={problem} />
      {accounts.notice.value && <p class="hint">{accounts.notice.value}</p>}
    </fieldset>
  );
}
