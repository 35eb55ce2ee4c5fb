import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { Composer as ComposerModel } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { Composer } from './composer/Composer';
import { Icon } from './ui/Icon';
import { IconButton } from './ui/Icon';
import { later } from './ui/later';
import { ConnectPanel } from './ConnectPanel';
import { slotText } from '@/lib/draft/queue-slots';
import type { ComposerPorts } from '@/lib/composer/ports';
import { describeBudget } from '@/lib/options/budget-text';

// The posts list, loaded once the draft is in; it and the budget line ask the background only then.
const RecentPosts = later(() => import('./posts/RecentPosts').then((m) => m.RecentPosts));
type View = 'compose' | 'posts';

/** The toolbar popup (400 × 600, docs/design.md §3.2): the composer, "Posts" with its count, and a way to a tab. */
export function PopupApp({ composer }: { composer: ComposerModel }) {
  const view = useSignal<View>('compose');
  const upcoming = useSignal<number | null>(null);
  const show = (next: View) => {
    view.value = next;
    requestAnimationFrame(() => document.getElementById(`qp-tab-${next}`)?.focus());
  };
  const tab = (id: View, icon: 'compose' | 'posts', label: string, extra?: ComponentChildren) => (
    <button
      type="button"
      role="tab"
      id={`qp-tab-${id}`}
      class="view-tab"
      aria-selected={view.value === id ? 'true' : 'false'}
      aria-controls={`qp-panel-${id}`}
      tabIndex={view.value === id ? 0 : -1}
      onClick={() => (view.value = id)}
    >
      <Icon name={icon} />
      {label}
      {extra}
    </button>
  );
  const count = upcoming.value;
  // Not connected: what the welcome page says, in one screen with one button. The draft stays stored.
  if (composer.accounts.notConnected.value) return <ConnectPanel onConnect={composer.openWelcome} />;
  return (
    <div class="popup-app">
      <header class="topbar">
        <h1>{t('extName')}</h1>
        <div
          role="tablist"
          aria-label={t('popup_views')}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') show(view.value === 'compose' ? 'posts' : 'compose');
          }}
        >
          {tab('compose', 'compose', t('popup_tab_compose'))}
          {tab(
            'posts',
            'posts',
            t('popup_tab_posts'),
            count ? (
              <span class="count">
                <span aria-hidden="true">{count}</span>
                <span class="sr-only">{t('popup_tab_upcoming', count)}</span>
              </span>
            ) : null,
          )}
        </div>
        <IconButton id="qp-open-tab" label={t('popup_open_in_tab')} onClick={composer.openInTab}>
          <Icon name="external" />
        </IconButton>
      </header>
      <main>
        <div id="qp-panel-compose" role="tabpanel" aria-labelledby="qp-tab-compose" hidden={view.value !== 'compose'}>
          <Composer composer={composer} />
        </div>
        <div id="qp-panel-posts" role="tabpanel" aria-labelledby="qp-tab-posts" hidden={view.value !== 'posts'}>
          {composer.drafts.loaded.value && (
            <>
              <RecentPosts
                ports={composer.ports}
                accounts={composer.accounts.accounts}
                onUpcoming={(n) => (upcoming.value = n)}
                onEdit={() => show('compose')}
              />
              <QueueSlots composer={composer} />
              <footer>
                <BudgetStatus ports={composer.ports} />
              </footer>
            </>
          )}
        </div>
      </main>
    </div>
  );
}

/** What is left of the hour's requests (docs/design.md §3.4), from the background's mirror: asking costs no read. */
function BudgetStatus({ ports: { ask, items } }: { ports: ComposerPorts }) {
  const text = useSignal('');
  useEffect(() => {
    const say = () =>
      void ask('budget.get', {}).then(
        (report) => (text.value = describeBudget(report)),
        () => (text.value = ''),
      );
    say();
    return items.budget.watch(say);
  }, []);
  return text.value ? <p class="qp-budget">{text.value}</p> : null;
}

/** The queue's next slots, free or taken by any account (from the cached list and the outbox: no read of its own). */
function QueueSlots({ composer }: { composer: ComposerModel }) {
  const { queue, now, ports } = composer;
  useEffect(() => queue.load(), []);
  return (
    <details class="queue">
      <summary>{t('queue_heading')}</summary>
      <ul aria-label={t('queue_heading')}>
        {queue.upcoming.value.map(({ slot, taken }) => (
          <li key={slot.epochMs} class={taken ? 'taken' : 'free'}>
            {taken
              ? t('queue_slot_taken', slotText(slot, now.value, ports.locale))
              : t('queue_slot_free', slotText(slot, now.value, ports.locale))}
          </li>
        ))}
      </ul>
    </details>
  );
}
