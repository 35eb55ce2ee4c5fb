import type { Composer } from '@/lib/composer/composer';
import { customising, groupsOf } from '@/lib/draft/networks';
import { withCustomising } from '@/lib/draft/network-edits';
import { t } from '@/lib/i18n/t';
import { NetworkTexts } from './NetworkTexts';
import './networks.css';

interface NetworkToggleProps {
  composer: Composer;
}

/**
 * "Customize for each network" (docs/design.md §3.7): one line under the text while accounts of two platforms or more
 * are chosen (loaded then: docs/design.md §5 size bar), saying how many posts — and writes — the send will make; on, the copies per platform below it.
 */
export function NetworkToggle({ composer }: NetworkToggleProps) {
  const { drafts, accounts, snippets } = composer;
  const draft = drafts.draft.value;
  const types = [...new Set(accounts.selectedTypes.value)];
  const on = customising(draft);
  // How many Create Post calls the send will make — as many writes (lib/draft/networks.ts).
  const count = groupsOf(draft, snippets.list.value).length;
  return (
    <>
      <div class="row networks-row">
        <label class="check">
          <input
            type="checkbox"
            checked={on}
            onChange={(e) => drafts.update((d) => withCustomising(d, e.currentTarget.checked))}
          />
          {t('networks_customize')}
        </label>
        {count > 1 && <span class="hint">{t('networks_posts', count)}</span>}
      </div>
      {on && <NetworkTexts composer={composer} types={types} />}
    </>
  );
}
