import type { Composer as ComposerModel } from '@/lib/composer/context';
import { Composer } from './composer/Composer';
import { RecentPosts } from './posts/RecentPosts';
import { BudgetStatus } from './BudgetStatus';

interface PopupAppProps {
  composer: ComposerModel;
}

/** The toolbar popup: the composer, and a way to carry on in a tab for long work. */
export function PopupApp({ composer }: PopupAppProps) {
  const openInTab = composer.ports.openInTab;
  return (
    <main>
      <header>
        <h1>Quickpost</h1>
        {openInTab && (
          <button type="button" onClick={openInTab}>
            Open in a tab
          </button>
        )}
      </header>
      <Composer composer={composer} />
      {/* Upcoming and recent posts (issue 7): from the cache at once, through the composer's own contract port. */}
      <RecentPosts ports={{ ask: composer.ports.ask, now: composer.ports.now, locale: composer.ports.locale }} accounts={composer.accounts.accounts} />
      <footer>
        <BudgetStatus ask={composer.ports.ask} />
      </footer>
    </main>
  );
}
