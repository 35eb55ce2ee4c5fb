import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import type { Composer as ComposerModel } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { Composer } from './composer/Composer';
import { Icon, IconButton } from './ui/Icon';
import { later } from './ui/later';
import { ConnectPanel } from './ConnectPanel';
import { IdeasView } from './ideas/later-ideas';

// The posts view (the list, the queue's next slots, the budget line), loaded once the draft is in; it asks the
// background only then. The ideas load when first shown (ideas/later-ideas.ts).
const PostsView = later(() => import('./posts/PostsView').then((m) => m.PostsView));
type View = 'compose' | 'posts' | 'ideas';
const VIEWS: View[] = ['compose', 'posts', 'ideas'];

/** The toolbar popup (400 × 600, docs/design.md §3.2): the composer, "Posts" with its count, "Ideas", and a way to a tab. */
export function PopupApp({ composer }: { composer: ComposerModel }) {
  const view = useSignal<View>('compose');
  const upcoming = useSignal<number | null>(null);
  const show = (next: View) => {
    view.value = next;
    requestAnimationFrame(() => document.getElementById(`qp-tab-${next}`)?.focus());
  };
  const tab = (id: View, icon: 'compose' | 'posts' | 'idea', label: string, extra?: ComponentChildren) => (
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
            const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
            if (step) show(VIEWS[(VIEWS.indexOf(view.value) + step + VIEWS.length) % VIEWS.length]!);
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
          {tab('ideas', 'idea', t('popup_tab_ideas'))}
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
            <PostsView composer={composer} onUpcoming={(n) => (upcoming.value = n)} onEdit={() => show('compose')} />
          )}
        </div>
        <div id="qp-panel-ideas" role="tabpanel" aria-labelledby="qp-tab-ideas" hidden={view.value !== 'ideas'}>
          {view.value === 'ideas' && <IdeasView composer={composer} onOpened={() => show('compose')} />}
        </div>
      </main>
    </div>
  );
}
