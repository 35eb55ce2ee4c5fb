import { hasContent } from '@/lib/draft/draft';
import type { Composer } from '@/lib/composer/context';
import { t } from '@/lib/i18n/t';

interface OutboxListProps {
  composer: Composer;
}

/** How long a sent post stays listed here (the recent posts list keeps the history). */
const SHOW_SENT_MS = 24 * 60 * 60 * 1000;

/** Posts in the outbox other than the one the status line speaks of: waiting, sent while away, refused. */
export function OutboxList({ composer }: OutboxListProps) {
  const { outbox, send, drafts, now } = composer;
  const shown = outbox.notices.value.filter(
    (n) => n.entry.id !== send.lastEntryId.value && !(n.entry.state === 'sent' && now.value - (n.entry.finishedAt ?? 0) > SHOW_SENT_MS),
  );
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
              {(entry.state === 'queued' || entry.state === 'failed') && (
                <button type="button" disabled={busyComposer} onClick={() => void outbox.cancelAndEdit(entry)}>
                  {entry.state === 'queued' ? t('outbox_cancel_edit') : t('outbox_edit')}
                </button>
              )}
              {(entry.state === 'sent' || entry.state === 'failed') && (
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
