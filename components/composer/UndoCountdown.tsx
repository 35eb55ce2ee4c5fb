import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { hasContent } from '@/lib/draft/next-draft';
import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { secondsLeft } from '@/lib/outbox/hold';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';

interface UndoCountdownProps {
  composer: Composer;
  entry: OutboxEntry;
}

/** How often the visible countdown looks at the clock (it shows whole seconds). */
const TICK_MS = 250;

/**
 * "Posting in 5 s — Undo" (docs/design.md §3.7): the seconds count down on screen only (aria-hidden); the send
 * bar's status line says the wait once, for screen readers, so nothing is read out every second.
 */
export function UndoCountdown({ composer, entry }: UndoCountdownProps) {
  const now = useSignal(composer.ports.now());
  useEffect(() => {
    const timer = setInterval(() => (now.value = composer.ports.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [composer]);
  const seconds = secondsLeft(entry, now.value);
  const busy = hasContent(composer.drafts.draft.value);
  return (
    <div class="undo-row">
      <span class="countdown" aria-hidden="true">
        {entry.post.when.instant ? t('undo_posting_in', seconds) : t('undo_scheduling_in', seconds)}
      </span>
      <button
        type="button"
        class="undo"
        disabled={busy}
        aria-describedby={busy ? 'qp-undo-busy' : undefined}
        onClick={() => void composer.outbox.undo(entry)}
      >
        {t('undo')}
      </button>
      {busy && (
        <p id="qp-undo-busy" class="hint">
          {t('undo_busy_composer')}
        </p>
      )}
    </div>
  );
}
