/**
 * One upload from this page (upload-model.ts `start`): progress, attaching the file when it is done, and the service's
 * refusals as sentences. Its own chunk, loaded with the first upload (docs/design.md §5 size bar).
 */
import { canUpload } from '@/lib/draft/media-rules';
import { t } from '@/lib/i18n/t';
import type { DraftModel } from './draft-model';
import { toAttachment } from '@/lib/draft/attachment';
import type { ComposerPorts } from './ports';
import { uploadOnce } from '@/lib/uploads/ticket-upload';
import { sentenceFor } from '@/lib/errors/sentence';
import { isAbortError } from '@/lib/errors/service';
import { progressShower } from '@/lib/uploads/progress';

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

interface RunContext {
  ports: Pick<ComposerPorts, 'ask'>;
  drafts: DraftModel;
  /** The model's list, written by the model (upload-model.ts): this upload added, then changed. */
  add(upload: Upload): void;
  patch(change: Partial<Upload>): void;
  controllers: Map<string, AbortController>;
  id: string;
}

export async function runUpload(file: File, { ports, drafts, add, patch, controllers, id }: RunContext): Promise<void> {
  const controller = new AbortController();
  controllers.set(id, controller);
  add({ id, name: file.name, loaded: 0, total: file.size, state: 'uploading' });
  const progress = progressShower((loaded, total) => patch({ loaded, total }));
  try {
    const item = await uploadOnce(file, { signal: controller.signal, onProgress: progress.report }, ports.ask);
    progress.stop();
    // Only the background's caches learn from it: told at once, and not waited for before the person sees the
    // file attached (a round trip to the worker and its storage writes).
    const told = ports.ask('upload.done', { item }).catch(() => undefined);
    const attachment = toAttachment(item);
    // The person may have attached other media meanwhile: check mixing again before attaching.
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
  } finally {
    controllers.delete(id);
  }
}
