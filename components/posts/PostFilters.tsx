import type { ReadonlySignal } from '@preact/signals';
import { accountLabel } from '@/lib/composer/account-label';
import { t, type MessageKey } from '@/lib/i18n/t';
import { STATE_FILTERS, type PostsFilter, type StateFilter } from '@/lib/posts/pages';
import type { KnownAccount } from '@/lib/posts/view';

interface PostFiltersProps {
  filter: ReadonlySignal<PostsFilter>;
  onChange(next: PostsFilter): void;
  /** The connected accounts (the composer's); without them, no account filter. */
  accounts: readonly KnownAccount[];
}

const STATE_LABEL: Record<StateFilter, MessageKey> = {
  all: 'posts_filter_all',
  scheduled: 'posts_status_scheduled',
  published: 'posts_status_published',
  failed: 'posts_status_failed',
};

/** The posts view's filters: by state, and by account when there is more than one. */
export function PostFilters({ filter, onChange, accounts }: PostFiltersProps) {
  const { state, account } = filter.value;
  return (
    <div class="qp-filters">
      <label>
        <span>{t('posts_filter_state')}</span>
        <select
          value={state}
          onChange={(e) => onChange({ ...filter.value, state: e.currentTarget.value as StateFilter })}
        >
          {STATE_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t(STATE_LABEL[s])}
            </option>
          ))}
        </select>
      </label>
      {accounts.length > 1 && (
        <label>
          <span>{t('posts_filter_account')}</span>
          <select
            value={account === null ? '' : String(account)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange({ ...filter.value, account: value ? Number(value) : null });
            }}
          >
            <option value="">{t('posts_filter_all_accounts')}</option>
            {accounts.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {accountLabel(a)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
