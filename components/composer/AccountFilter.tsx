import { useSignal, type ReadonlySignal, type Signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Composer } from '@/lib/composer/composer';
import type { AccountFilter } from './AccountGroups';
import { t } from '@/lib/i18n/t';
import { Icon } from '../ui/Icon';

/**
 * The picker's filter and order for this page's composer (lib/composer/account-filter-model.ts), loaded after the
 * first paint as a chunk of its own (docs/design.md §5 size bar); null until then.
 */
export function useAccountFilter(composer: Composer, query: Signal<string>): AccountFilter | null {
  // The model and the group choices come in one chunk (AccountGroups.tsx).
  const filter = useSignal<AccountFilter | null>(null);
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void import('./AccountGroups').then(({ withGroupChoices }) => {
      if (!live) return;
      const made = withGroupChoices(composer.accounts, composer.ports.schedule, query);
      stop = made.follow();
      filter.value = made;
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return filter.value;
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
