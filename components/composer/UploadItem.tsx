import { formatBytes, formatPercent } from '@/lib/composer/number-format';
import type { Upload, UploadModel } from '@/lib/composer/upload-model';
import { t } from '@/lib/i18n/t';

interface UploadItemProps {
  upload: Upload;
  uploads: UploadModel;
  locale?: string | undefined;
}

/** One upload: a progress bar with bytes and percent, and Cancel while it runs. */
export function UploadItem({ upload, uploads, locale }: UploadItemProps) {
  const { id, name, loaded, total, state, message } = upload;
  const running = state === 'uploading';
  return (
    <li class={`upload ${state}`}>
      <span class="name">{name}</span>
      {running && (
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
      )}
      {!running && (
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
  );
}
