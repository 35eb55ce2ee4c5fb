import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { hasContent } from '@/lib/draft/next-draft';
import { refusalLine, refusalsOf } from '@/lib/draft/refusals';
import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { secondsLeft } from '@/lib/outbox/hold';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { FieldError } from '../ui/FieldError';
import { Icon } from '../ui/Icon';

interface SendBarProps {
  composer: Composer;
  onSend: () => void;
  /** The preview's toggle beside the send button: whether it is shown, and the switch. */
  preview?: { open: boolean; toggle: () => void };
  /** "Save as idea": keeps the draft in the browser without sending it. */
  onSaveIdea?: () => void;
}

/** Takes the person to the post in the posts list (its row takes the focus). */
function viewPost(id: number): void {
  const row = document.getElementById(`qp-post-${id}`);
  row?.scrollIntoView({ block: 'nearest' });
  row?.focus();
}

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The send bar, kept in view at the bottom: the send button, the live regions for the outcome and the Undo wait. */
export function SendBar({ composer, onSend, preview, onSaveIdea }: SendBarProps) {
  const { drafts, send, outbox } = composer;
  const mode = drafts.draft.value.when?.mode;
  const label = mode === 'now' ? t('when_now') : mode === 'queue' ? t('queue_when') : t('when_schedule');
  const last = outbox.entries.value.find((e) => e.id === send.lastEntryId.value);
  const held = send.held.value;
  // A post waiting in the outbox can be taken back while the composer is free (nothing typed is overwritten).
  const canTakeBack = last?.state === 'queued' && !held && !hasContent(drafts.draft.value);
  // A warning, not a refusal: the send stays possible and the service decides; it describes the send button.
  const refusal = refusalLine(refusalsOf(drafts.draft.value));
  return (
    <div class="send">
      {refusal && (
        <p id="qp-refusal" class="refusal-line">
          {refusal}
        </p>
      )}
      <div class="send-row">
        {preview && (
          <button
            type="button"
            id="qp-preview-toggle"
            class={`quiet${preview.open ? ' on' : ''}`}
            aria-expanded={preview.open ? 'true' : 'false'}
            aria-controls="qp-preview"
            onClick={preview.toggle}
          >
            {t('preview_toggle')}
          </button>
        )}
        {onSaveIdea && (
          // Its words for screen readers and as a tooltip: the row has no room for them in German at 400 px.
          <button type="button" id="qp-save-idea" class="quiet" title={t('ideas_save')} onClick={onSaveIdea}>
            <Icon name="idea" />
            <span class="sr-only">{t('ideas_save')}</span>
          </button>
        )}
        <span id="qp-send-hint" class="hint">
          {send.sending.value
            ? t('send_sending')
            : t('send_shortcut', isMac() ? t('send_key_mac') : t('send_key_ctrl'))}
        </span>
        <button
          type="button"
          id="qp-send"
          class="primary"
          disabled={send.sending.value}
          aria-describedby="qp-send-hint qp-refusal"
          onClick={onSend}
        >
          <Icon name={mode === 'now' ? 'send' : 'clock'} />
          {label}
        </button>
      </div>
      <FieldError id="qp-general-error" text={send.problems.value.general} />
      <p role="alert" class={send.alertOutOfSight.value ? 'alert sr-only' : 'alert'}>
        {send.alert.value}
      </p>
      {/* While a post waits for Undo, the countdown below is what is seen; the status says it once, unseen. */}
      <p role="status" class={held ? 'result sr-only' : 'result'}>
        {send.status.value}
      </p>
      {held && <UndoCountdown composer={composer} entry={held} />}
      {send.retrying.value && (
        <button type="button" onClick={() => void outbox.cancelRetry(send.retrying.value!)}>
          {t('cancel')}
        </button>
      )}
      {send.success.value?.postId != null && (
        <button type="button" onClick={() => viewPost(send.success.value!.postId!)}>
          {t('outbox_view')}
        </button>
      )}
      {canTakeBack && last && (
        <button type="button" onClick={() => void outbox.cancelAndEdit(last)}>
          {t('outbox_cancel_edit')}
        </button>
      )}
    </div>
  );
}

/** "Posting in 5 s — Undo": the seconds count on screen only (aria-hidden), so nothing is read out every second. */
function UndoCountdown({ composer, entry }: { composer: Composer; entry: OutboxEntry }) {
  const now = useSignal(composer.ports.now());
  useEffect(() => {
    const timer = setInterval(() => (now.value = composer.ports.now()), 250);
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
