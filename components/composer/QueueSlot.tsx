import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { Glyph } from '../ui/Icon';
import { IconButton } from '../ui/IconButton';

interface QueueSlotProps {
  composer: Composer;
}

const EARLIER = 'M15 6l-6 6 6 6';
const LATER = 'M9 6l6 6-6 6';

/** "Next free slot: Tue 12:30 (Europe/Berlin)", on one line with the steps to the earlier or later free slot (‹ ›, named). */
export function QueueSlot({ composer }: QueueSlotProps) {
  const { queue } = composer;
  return (
    <div class="row queue-slot">
      <p id="qp-queue-slot" class="hint" aria-live="polite">
        {queue.line.value}
      </p>
      <IconButton label={t('queue_earlier')} disabled={!queue.hasPrevious.value} onClick={() => queue.previous()}>
        <Glyph name="earlier" d={EARLIER} />
      </IconButton>
      <IconButton label={t('queue_later')} disabled={!queue.hasNext.value} onClick={() => queue.next()}>
        <Glyph name="later" d={LATER} />
      </IconButton>
    </div>
  );
}
