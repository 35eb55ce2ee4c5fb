/**
 * One upload from this page (upload-model.ts `start`): progress, attaching the file when it is done, and the service's
 * refusals as sentences. Its own chunk, loaded with the first upload (docs/design.md §5 size bar).
 */
import { canUpload } from '@/lib/draft/media-rules';
import { t } from '@/lib/i18n/t';
import type { DraftModel } from './draft-model';
import { toAttachment } from './media-model';
import type { ComposerPorts } from './ports';
import { sentence } from '@/lib/errors/lazy-sentence';
import { isAbortError } from '@/lib/errors/platform';

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
  ports: Pick<ComposerPorts, 'ask' | 'upload'>;
  drafts: DraftModel;
  /** The model's list, written by the model (upload-model.ts): this upload added, then changed. */
  add(upload: Upload): void;
  patch(change: Partial<Upload>): void;
  controllers: Map<string, AbortController>;
  id: string;
}

/**
 * The bar and its bytes are redrawn at most this often. The browser reports progress about every 100 ms, often
 * in bursts; each redraw is a render, layout and frame in the page, CPU the upload itself needs (the bench: a
 * 1 GB upload on two cores). Five redraws a second still move smoothly to the eye.
 */
export const PROGRESS_EVERY_MS = 200;

/** Coalesces one upload's progress: the first report at once, then the latest at most every PROGRESS_EVERY_MS. */
function progressShower(show: (loaded: number, total: number) => void) {
  let latest: [number, number] | undefined;
  let shownAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (!latest) return;
    shownAt = Date.now();
    show(...latest);
    latest = undefined;
  };
  return {
    report(loaded: number, total: number): void {
      latest = [loaded, total];
      if (timer === undefined) timer = setTimeout(flush, Math.max(0, shownAt + PROGRESS_EVERY_MS - Date.now()));
    },
    /** The upload has ended: a report still waiting is dropped (the end shows the final figures). */
    stop(): void {
      clearTimeout(timer);
      timer = undefined;
      latest = undefined;
    },
  };
}

export async function runUpload(file: File, { ports, drafts, add, patch, controllers, id }: RunContext): Promise<void> {
  const controller = new AbortController();
  controllers.set(id, controller);
  add({ id, name: file.name, loaded: 0, total: file.size, state: 'uploading' });
  const progress = progressShower((loaded, total) => patch({ loaded, total }));
  try {
    const item = await ports.upload(file, { signal: controller.signal, onProgress: progress.report });
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
        : { state: 'failed', message: await sentence(err, 'uploadMedia') },
    );
  } finally {
    controllers.delete(id);
  }
}
