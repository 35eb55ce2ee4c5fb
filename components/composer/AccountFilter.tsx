import { useSignal, type ReadonlySignal, type Signal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import type { Composer } from '@/lib/composer/composer';
import { createAccountFilter } from '@/lib/composer/account-filter-model';
import { t } from '@/lib/i18n/t';
import { Icon } from '../ui/Icon';

/** The picker's filter and order for this page's composer (lib/composer/account-filter-model.ts). */
export function useAccountFilter(composer: Composer, query: Signal<string>) {
  const filter = useMemo(() => createAccountFilter(composer.accounts, composer.ports.items.schedule, query), []);
  useEffect(() => filter.follow(), []);
  return filter;
}

/** "Filter accounts": by name, handle, platform or group (a search box: Escape empties it). */
export function FilterBox({ query, onQuery }: { query: ReadonlySignal<string>; onQuery(value: string): void }) {
  return (
    <span class="search">
      <Icon name="search" />
      <input
        type="search"
        aria-label={t('accounts_search')}
        placeholder={t('accounts_search')}
        title={t('accounts_filter_hint')}
        value={query.value}
        onInput={(e) => onQuery(e.currentTarget.value)}
      />
    </span>
  );
}
