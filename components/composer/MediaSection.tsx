import { useComputed } from '@preact/signals';
import { useRef } from 'preact/hooks';
import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { AttachedItem } from './AttachedItem';
import { FieldError } from './FieldError';
import { UploadList } from './UploadList';
import { later } from '../ui/later';

// The media panel (upload, screenshot and its crop, the page's images, the library): loaded when first opened.
const MediaPanel = later(() => import('./MediaPanel').then((m) => m.MediaPanel));

interface MediaSectionProps {
  composer: Composer;
}

/**
 * Attached media as a strip of thumbnails, the uploads under way, and — once "Attach media" is pressed — the panel
 * with "Upload from computer" and the library. The file input is always there, labelled, but never shown: the
 * styled button opens it, and files dropped or pasted anywhere on the composer take the same way.
 */
export function MediaSection({ composer }: MediaSectionProps) {
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
            <AttachedItem key={a.media_id} attachment={a} onRemove={() => media.detach(a.media_id)} />
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
