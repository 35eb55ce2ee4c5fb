import { useSignal } from '@preact/signals';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { Composer } from '@/lib/composer/composer';
import type { Account } from '@/lib/composer/accounts-model';
import { createAccountFilter } from '@/lib/composer/account-filter-model';
import { accountLabel, accountMeta, accountName, accountTitle, platformBadge } from '@/lib/composer/account-label';
import { FILTER_FROM } from '@/lib/composer/account-filter-model';
import { t } from '@/lib/i18n/t';
import { FieldError, describedBy } from '../ui/FieldError';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/Icon';

/** Which accounts the post goes to (docs/design.md §3.2): avatar toggles, group choices, a filter for many. */
export function AccountPicker({ composer }: { composer: Composer }) {
  const { accounts, send } = composer;
  const query = useSignal('');
  const filter = useMemo(() => createAccountFilter(accounts, composer.ports.items.schedule, query), []);
  useEffect(() => filter.follow(), []);
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
        {list.length >= FILTER_FROM && (
          <span class="search">
            <Icon name="search" />
            <input
              type="search"
              aria-label={t('accounts_search')}
              placeholder={t('accounts_search')}
              title={t('accounts_filter_hint')}
              value={query.value}
              onInput={(e) => (query.value = e.currentTarget.value)}
            />
          </span>
        )}
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
        {filter.choices.value.map((choice) => (
          <li key={choice.name} class="group-choice">
            <button
              type="button"
              class="chip"
              aria-pressed={choice.chosen}
              title={t('accounts_group_hint', choice.name)}
              onClick={() => filter.choose(choice)}
            >
              {t('accounts_group', choice.name, choice.accounts.length)}
            </button>
          </li>
        ))}
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

interface AccountOptionProps {
  account: Account;
  checked: boolean;
  onToggle: (on: boolean) => void;
}

/** A real checkbox, transparent over the avatar, so that a click, Space and a screen reader all reach it. */
function AccountOption({ account, checked, onToggle }: AccountOptionProps) {
  const id = `qp-account-${account.id}`;
  const image = useRef<HTMLImageElement>(null);
  // The address is set after the first paint: ten avatars' src held up the popup's first usable render.
  useEffect(() => {
    if (image.current && account.avatar) image.current.src = account.avatar;
  }, [account.avatar]);
  return (
    <li class="account" title={accountTitle(account)}>
      <input
        type="checkbox"
        id={id}
        checked={checked}
        aria-label={accountLabel(account)}
        aria-describedby={`${id}-meta`}
        onChange={(e) => onToggle(e.currentTarget.checked)}
      />
      <label for={id} class="toggle" aria-hidden="true">
        {account.avatar ? (
          <img ref={image} class="avatar" loading="lazy" decoding="async" alt="" width={36} height={36} />
        ) : (
          <span class="avatar letter">{accountName(account).slice(0, 1)}</span>
        )}
        <span class={`platform platform-${account.type}`}>{platformBadge(account.type)}</span>
      </label>
      <span id={`${id}-meta`} class="sr-only">
        {accountMeta(account)}
      </span>
    </li>
  );
}
