/** One upload from this page, in its own chunk loaded with the first file chosen: the first screen has none. */
import { toAttachment } from '@/lib/draft/attachment';
import { canUpload } from '@/lib/draft/media-rules';
import { sentenceFor } from '@/lib/errors/sentence';
import { isAbortError } from '@/lib/errors/service';
import { t } from '@/lib/i18n/t';
import type { Ask } from '@/lib/messaging/protocol';
import { progressShower } from '@/lib/uploads/progress';
import { uploadOnce } from '@/lib/uploads/ticket-upload';
import type { DraftModel } from './draft-model';

export { storeForUpload } from '@/lib/uploads/file-store';

export interface Upload {
  id: string;
  name: string;
  loaded: number;
  total: number;
  state: 'uploading' | 'done' | 'failed' | 'cancelled';
  /** Failed: what happened and what to do. Done: where the file went. */
  message?: string;
}

/** Progress, then the file attached unless the draft took the other kind of media meanwhile. */
export async function runUpload(
  file: File,
  {
    ask,
    drafts,
    signal,
    patch,
  }: { ask: Ask; drafts: DraftModel; signal: AbortSignal; patch(change: Partial<Upload>): void },
): Promise<void> {
  const progress = progressShower((loaded, total) => patch({ loaded, total }));
  try {
    const item = await uploadOnce(file, { signal, onProgress: progress.report }, ask);
    progress.stop();
    // Only the background's caches learn from it: not waited for before the person sees the file attached.
    const told = ask('upload.done', { item }).catch(() => undefined);
    const attachment = toAttachment(item);
    const verdict = attachment
      ? canUpload(`${attachment.type}/`, drafts.draft.value.attachments)
      : { ok: false as const, reason: t('upload_kind_unknown') };
    if (attachment && verdict.ok) {
      drafts.update((d) => ({
        ...d,
        attachments: [...d.attachments.filter((a) => a.media_id !== item.media_id), attachment],
      }));
    }
    const pending = attachment?.status === 'pending' ? ` ${t('upload_video_pending')}` : '';
    patch({
      state: 'done',
      loaded: file.size,
      message: verdict.ok ? `${t('upload_attached')}${pending}` : t('upload_not_attached', verdict.reason),
    });
    await told;
  } catch (err) {
    progress.stop();
    patch(
      isAbortError(err)
        ? { state: 'cancelled', message: t('upload_cancelled') }
        : { state: 'failed', message: sentenceFor(err, { operation: 'uploadMedia' }) },
    );
  }
}
