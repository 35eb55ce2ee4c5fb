import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Composer as ComposerModel } from '@/lib/composer/context';
import { t } from '@/lib/i18n/t';
import { Composer } from './composer/Composer';
import { BudgetStatus } from './BudgetStatus';
import { QueueSlots } from './posts/QueueSlots';

type RecentPostsModule = typeof import('./posts/RecentPosts');

interface PopupAppProps {
  composer: ComposerModel;
}

/** The toolbar popup: the composer, and a way to carry on in a tab for long work. */
export function PopupApp({ composer }: PopupAppProps) {
  const openInTab = composer.ports.openInTab;
  return (
    <main>
      <header>
        <h1>{t('extName')}</h1>
        {openInTab && (
          <button type="button" onClick={openInTab}>
            {t('popup_open_in_tab')}
          </button>
        )}
      </header>
      <Composer composer={composer} />
      {/* Upcoming and recent posts: from the cache at once, through the composer's own contract port.
          They and the budget line, which ask the background, come with the loaded composer, not before it: while
          the draft is still being read, nothing loads another chunk or wakes the background (docs/design.md §5). */}
      {composer.drafts.loaded.value && (
        <>
          <LaterRecentPosts composer={composer} />
          <QueueSlots composer={composer} />
          <footer>
            <BudgetStatus ask={composer.ports.ask} watch={composer.ports.changes?.budget} />
          </footer>
        </>
      )}
    </main>
  );
}

/**
 * The posts list sits under the composer and is not needed to write: it loads as its own chunk, fetched as soon
 * as the composer is up, so the composer's first usable paint does not wait for it (docs/design.md §5 size bar).
 */
function LaterRecentPosts({ composer }: PopupAppProps) {
  const loaded = useSignal<RecentPostsModule | null>(null);
  useEffect(() => {
    void import('./posts/RecentPosts').then((m) => (loaded.value = m));
  }, []);
  const Recent = loaded.value?.RecentPosts;
  if (!Recent) return null;
  const { ask, now, locale, changes } = composer.ports;
  return <Recent ports={{ ask, now, locale, ...(changes ? { watchPosts: changes.posts } : {}) }} accounts={composer.accounts.accounts} />;
}
