import type { Composer } from '@/lib/composer/context';
import { t } from '@/lib/i18n/t';

interface QueueSlotProps {
  composer: Composer;
}

/** "Next free slot: Tue 12:30 (Europe/Berlin)", with steps to the earlier or later free slot. */
export function QueueSlot({ composer }: QueueSlotProps) {
  const { queue } = composer;
  return (
    <div class="row">
      <p id="qp-queue-slot" class="hint" aria-live="polite">
        {queue.line.value}
      </p>
      <button type="button" disabled={!queue.hasPrevious.value} onClick={() => queue.previous()}>
        {t('queue_earlier')}
      </button>
      <button type="button" disabled={!queue.hasNext.value} onClick={() => queue.next()}>
        {t('queue_later')}
      </button>
    </div>
  );
}
