import { useSignal } from '@preact/signals';
import { sentCounters } from '@/lib/draft/counters';
import type { Composer } from '@/lib/composer/composer';
import { customising, groupsOf, isCustomised, textFor } from '@/lib/draft/networks';
import { withCopy, withCustomising } from '@/lib/draft/network-edits';
import { platformLabel } from '@/lib/service/platforms';
import { t } from '@/lib/i18n/t';
import { Counters } from './Counters';

/** "Customize for each network" (docs/design.md §3.7): how many posts the send makes, and the copies per platform. */
export function NetworkToggle({ composer }: { composer: Composer }) {
  const { drafts, accounts, snippets } = composer;
  const draft = drafts.draft.value;
  const on = customising(draft);
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
      {on && <NetworkTexts composer={composer} types={[...new Set(accounts.selectedTypes.value)]} />}
    </>
  );
}

/** A copy follows the shared text until it is edited here; edited ones are marked in their tab and can go back. */
function NetworkTexts({ composer, types }: { composer: Composer; types: string[] }) {
  const { drafts, twitter, ports, snippets, links } = composer;
  const chosen = useSignal(types[0]!);
  const draft = drafts.draft.value;
  const type = types.includes(chosen.value) ? chosen.value : types[0]!;
  const edited = isCustomised(draft, type);
  const text = textFor(draft, type);
  const pick = (next: string) => {
    chosen.value = next;
    requestAnimationFrame(() => document.getElementById(`qp-net-tab-${next}`)?.focus());
  };
  return (
    <div class="networks">
      <div
        role="tablist"
        aria-label={t('networks_tabs_label')}
        onKeyDown={(e) => {
          const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
          if (!step) return;
          e.preventDefault();
          pick(types[(types.indexOf(type) + step + types.length) % types.length]!);
        }}
      >
        {types.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            id={`qp-net-tab-${each}`}
            class="net-tab"
            aria-selected={each === type ? 'true' : 'false'}
            aria-controls="qp-net-panel"
            tabIndex={each === type ? 0 : -1}
            aria-label={isCustomised(draft, each) ? t('networks_tab_edited', platformLabel(each)) : undefined}
            onClick={() => (chosen.value = each)}
          >
            {platformLabel(each)}
            {isCustomised(draft, each) && (
              <span class="edited" aria-hidden="true">
                {' •'}
              </span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="qp-net-panel" aria-labelledby={`qp-net-tab-${type}`}>
        <textarea
          rows={3}
          aria-label={t('networks_text_label', platformLabel(type))}
          aria-describedby="qp-net-counters"
          class={edited ? '' : 'follows'}
          value={text}
          onInput={(e) => {
            const value = e.currentTarget.value;
            drafts.update((d) => withCopy(d, type, value));
          }}
        />
        <div class="row net-foot">
          <Counters
            id="qp-net-counters"
            counters={sentCounters(links.forSending(draft), [type], snippets.list.value, twitter.measure.value)}
            locale={ports.locale}
          />
          {edited ? (
            <button type="button" class="small" onClick={() => drafts.update((d) => withCopy(d, type, null))}>
              {t('networks_reset')}
            </button>
          ) : (
            <span class="hint">{t('networks_follows_shared')}</span>
          )}
        </div>
      </div>
    </div>
  );
}
