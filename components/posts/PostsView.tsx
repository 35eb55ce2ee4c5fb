import type { Composer } from '@/lib/composer/composer';
import { BudgetStatus } from './BudgetStatus';
import { QueueSlots } from './QueueSlots';
import { RecentPosts } from './RecentPosts';

interface PostsViewProps {
  composer: Composer;
  /** The count of upcoming posts, for the "Posts" tab. */
  onUpcoming: (count: number) => void;
  /** After "Edit and retry" has put a post back into the composer. */
  onEdit: () => void;
}

/**
 * The popup's "Posts" view, loaded as one feature: upcoming and recent posts from the cache, through the composer's
 * own contract port, the queue's next slots and the budget line — none of which the first screen shows.
 */
export function PostsView({ composer, onUpcoming, onEdit }: PostsViewProps) {
  return (
    <>
      <RecentPosts
        ports={composer.ports}
        accounts={composer.accounts.accounts}
        onUpcoming={onUpcoming}
        onEdit={onEdit}
      />
      <QueueSlots composer={composer} />
      <footer>
        <BudgetStatus ports={composer.ports} />
      </footer>
    </>
  );
}
