import { useEffect } from 'preact/hooks';
import type { Composer } from '@/lib/composer/composer';
import { slotText } from '@/lib/draft/queue-slots';
import { t } from '@/lib/i18n/t';

/** The queue's next slots, free or taken by any account (from the cached list and the outbox: no read of its own). */
export function QueueSlots({ composer }: { composer: Composer }) {
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
