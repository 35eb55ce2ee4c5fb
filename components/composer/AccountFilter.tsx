import { useEffect, useMemo } from 'preact/hooks';
import type { Composer } from '@/lib/composer/context';
import { createAccountFilter, type AccountFilter } from '@/lib/composer/account-filter-model';
import { t } from '@/lib/i18n/t';
import { Icon } from '../ui/Icon';

/** The picker's filter and order for this page's composer (lib/composer/account-filter-model.ts). */
export function useAccountFilter(composer: Composer): AccountFilter {
  const filter = useMemo(() => createAccountFilter(composer.accounts, composer.ports.schedule), []);
  useEffect(() => filter.follow(), []);
  return filter;
}

/** "Filter accounts": by name, handle, platform or group; Escape empties it. */
export function FilterBox({ filter }: { filter: AccountFilter }) {
  return (
    <span class="search">
      <Icon name="search" />
      <input
        type="search"
        aria-label={t('accounts_search')}
        placeholder={t('accounts_search')}
        title={t('accounts_filter_hint')}
        value={filter.query.value}
        onInput={(e) => filter.setQuery(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && filter.query.value) {
            e.preventDefault();
            e.stopPropagation();
            filter.setQuery('');
          }
        }}
      />
    </span>
  );
}

/**
 * The posting schedule's account groups as one-click choices ("Coffee brand (4)"), first in the toggles' list:
 * pressing one chooses exactly its connected accounts.
 */
export function GroupChoices({ filter }: { filter: AccountFilter }) {
  return (
    <>
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
    </>
  );
}
