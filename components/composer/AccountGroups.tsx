import { createAccountFilter } from '@/lib/composer/account-filter-model';
import { t } from '@/lib/i18n/t';

type Model = ReturnType<typeof createAccountFilter>;

/** The account filter's model with the component that draws its group choices: one chunk, loaded after the first paint. */
export type AccountFilter = Model & { GroupChoices: typeof GroupChoices };

export const withGroupChoices = (...args: Parameters<typeof createAccountFilter>): AccountFilter => ({
  ...createAccountFilter(...args),
  GroupChoices,
});

/**
 * The posting schedule's account groups as one-click choices ("Coffee brand (4)"), first in the toggles' list:
 * pressing one chooses exactly its connected accounts.
 */
function GroupChoices({ filter }: { filter: Model }) {
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
