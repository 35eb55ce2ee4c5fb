import type { createAccountFilter } from '@/lib/composer/account-filter-model';
import { t } from '@/lib/i18n/t';

type AccountFilter = ReturnType<typeof createAccountFilter>;

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
