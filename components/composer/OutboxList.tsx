import { hasContent } from '@/lib/draft/next-draft';
import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { isHeld } from '@/lib/outbox/hold';

/** Outbox entries that still need the person, other than the one the status line speaks of. */
export function OutboxList({ composer }: { composer: Composer }) {
  const { outbox, send, drafts } = composer;
  const shown = outbox.notices.value.filter((n) => n.entry.id !== send.lastEntryId.value || n.entry.state === 'failed');
  if (shown.length === 0 && !outbox.error.value) return null;
  const busyComposer = hasContent(drafts.draft.value);
  return (
    <section class="outbox" aria-label={t('outbox_heading')}>
      <h2>{t('outbox_heading')}</h2>
      <ul>
        {shown.map(({ entry, tone, text }) => (
          <li key={entry.id} class={tone}>
            <p>{text}</p>
            <div class="row">
              {isHeld(entry) ? (
                // Waiting for its Undo wait (sent from another window): Undo, which never takes back one that has left.
                <button type="button" disabled={busyComposer} onClick={() => void outbox.undo(entry)}>
                  {t('undo')}
                </button>
              ) : (
                (entry.state === 'queued' || entry.state === 'failed') && (
                  <button type="button" disabled={busyComposer} onClick={() => void outbox.cancelAndEdit(entry)}>
                    {entry.state === 'queued' ? t('outbox_cancel_edit') : t('outbox_edit')}
                  </button>
                )
              )}
              {entry.state === 'sending' && entry.retry && (
                <button type="button" onClick={() => void outbox.cancelRetry(entry)}>
                  {t('cancel')}
                </button>
              )}
              {entry.state === 'failed' && (
                <button type="button" onClick={() => void outbox.dismiss(entry.id)}>
                  {t('dismiss')}
                </button>
              )}
            </div>
            {busyComposer && (entry.state === 'queued' || entry.state === 'failed') && (
              <p class="hint">{t('outbox_busy_composer')}</p>
            )}
          </li>
        ))}
      </ul>
      {outbox.error.value && <p class="error">{outbox.error.value}</p>}
    </section>
  );
}
