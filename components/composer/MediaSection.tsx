import type { Composer } from '@/lib/composer/context';
import { t } from '@/lib/i18n/t';
import { AttachedItem } from './AttachedItem';
import { FieldError } from './FieldError';
import { MediaLibrary } from './MediaLibrary';
import { UploadList } from './UploadList';

interface MediaSectionProps {
  composer: Composer;
}

/** Attached media, the library picker and uploads from the computer. */
export function MediaSection({ composer }: MediaSectionProps) {
  const { drafts, media, uploads, send, ports } = composer;
  const attachments = drafts.draft.value.attachments;
  const problem = send.problems.value.attachments;
  return (
    <fieldset class="media" aria-describedby={problem ? 'qp-attachments-error' : undefined}>
      <legend>{t('media_legend')}</legend>
      {attachments.length > 0 && (
        <ul class="attached-list">
          {attachments.map((a) => (
            <AttachedItem key={a.media_id} attachment={a} onRemove={() => media.detach(a.media_id)} />
          ))}
        </ul>
      )}
      <FieldError id="qp-attachments-error" text={problem} />
      <div class="row">
        <button type="button" id="qp-attach" aria-expanded={media.open.value ? 'true' : 'false'} aria-controls="qp-library" onClick={media.toggle}>
          {t('media_attach_open')}
        </button>
        <label for="qp-upload" class="upload-label">
          {t('media_upload_label')}
        </label>
        <input
          id="qp-upload"
          type="file"
          accept="image/*,video/*"
          onChange={(e) => {
            const input = e.currentTarget;
            const file = input.files?.[0];
            input.value = ''; // the same file may be chosen again
            if (file) void uploads.choose(file);
          }}
        />
      </div>
      {uploads.notice.value && <p class="hint">{uploads.notice.value}</p>}
      <UploadList uploads={uploads} locale={ports.locale} />
      {media.notice.value && <p class="hint">{media.notice.value}</p>}
      {media.open.value && <MediaLibrary media={media} />}
    </fieldset>
  );
}
