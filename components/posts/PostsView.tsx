import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Composer } from '@/lib/composer/composer';
import type { ComposerPorts } from '@/lib/composer/ports';
import { slotText } from '@/lib/draft/queue-slots';
import { t } from '@/lib/i18n/t';
import { describeBudget } from '@/lib/options/budget-text';
import { RecentPosts } from './RecentPosts';

interface PostsViewProps {
  composer: Composer;
  /** The count of upcoming posts, for the "Posts" tab. */
  onUpcoming: (count: number) => void;
  /** After "Edit and retry" has put a post back into the composer. */
  onEdit: () => void;
}

/** The popup's "Posts" view, one lazy feature: none of it is on the first screen. */
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
function QueueSlots({ composer }: { composer: Composer }) {
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
