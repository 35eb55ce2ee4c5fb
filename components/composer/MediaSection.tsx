import { useComputed } from '@preact/signals';
import { useRef } from 'preact/hooks';
import type { Composer } from '@/lib/composer/composer';
import { formatBytes, formatPercent } from '@/lib/composer/number-format';
import type { UploadModel } from '@/lib/composer/upload-model';
import { t } from '@/lib/i18n/t';
import { FieldError } from '../ui/FieldError';
import { MediaThumb, mediaName } from './MediaThumb';
import { later } from '../ui/later';

// The media panel (upload, screenshot and its crop, the page's images, the library): loaded when first opened.
const MediaPanel = later(() => import('./MediaPanel').then((m) => m.MediaPanel));

/** Attached media, uploads under way, and a hidden file input that the button, drops and pastes all feed. */
export function MediaSection({ composer }: { composer: Composer }) {
  const { drafts, media, uploads, send, ports } = composer;
  const input = useRef<HTMLInputElement>(null);
  // Only whether there are uploads, not their progress: the list alone redraws with each report.
  const uploading = useComputed(() => uploads.uploads.value.length > 0);
  const attachments = drafts.draft.value.attachments;
  const problem = send.problems.value.attachments;
  return (
    <div
      class="media"
      role="group"
      aria-label={t('media_legend')}
      aria-describedby={problem ? 'qp-attachments-error' : undefined}
    >
      {attachments.length > 0 && (
        <ul class="attached-list">
          {attachments.map((a) => (
            <li key={a.media_id} class="attached">
              <MediaThumb item={a} size={48} />
              <span class="name">{mediaName(a)}</span>
              {a.type === 'video' && a.status === 'pending' && <span class="hint"> {t('media_still_processing')}</span>}
              <button type="button" onClick={() => media.detach(a.media_id)}>
                {t('media_remove', mediaName(a))}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id="qp-attachments-error" text={problem} />
      <input
        ref={input}
        id="qp-upload"
        class="sr-only"
        type="file"
        tabIndex={-1}
        accept="image/*,video/*"
        aria-label={t('media_upload_label')}
        onChange={(e) => {
          const el = e.currentTarget;
          const file = el.files?.[0];
          el.value = ''; // the same file may be chosen again
          if (file) void uploads.choose(file);
        }}
      />
      {uploads.notice.value && <p class="hint">{uploads.notice.value}</p>}
      {/* An upload the popup handed over leaves the list once attached: said, not shown (the attachment shows it). */}
      <p class="sr-only" aria-live="polite">
        {uploads.said.value}
      </p>
      {uploading.value && <UploadList uploads={uploads} locale={ports.locale} />}
      {media.notice.value && <p class="hint">{media.notice.value}</p>}
      {media.open.value && <MediaPanel composer={composer} onUpload={() => input.current?.click()} />}
    </div>
  );
}

/** The uploads from the computer, each with its progress and Cancel or Dismiss. */
function UploadList({ uploads, locale }: { uploads: UploadModel; locale?: string | undefined }) {
  return (
    <ul class="uploads">
      {uploads.uploads.value.map(({ id, name, loaded, total, state, message }) => (
        <li key={id} class={`upload ${state}`}>
          <span class="name">{name}</span>
          {state === 'uploading' ? (
            <>
              <progress
                max={total || 1}
                value={loaded}
                aria-label={t('upload_progress_label', name)}
                aria-describedby={`${id}-bytes`}
              />
              <span id={`${id}-bytes`} class="hint">
                {t(
                  'upload_progress',
                  formatBytes(loaded, locale),
                  formatBytes(total, locale),
                  formatPercent(loaded, total, locale),
                )}
              </span>
              <button type="button" onClick={() => uploads.cancel(id)}>
                {t('upload_cancel', name)}
              </button>
            </>
          ) : (
            <>
              <span class={state === 'failed' ? 'error' : 'hint'} role={state === 'failed' ? 'alert' : 'status'}>
                {' '}
                {message}
              </span>
              <button type="button" onClick={() => uploads.dismiss(id)}>
                {t('dismiss')}
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
