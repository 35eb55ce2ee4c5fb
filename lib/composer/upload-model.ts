/**
 * Uploads from the computer (docs/design.md §3.2): progress in bytes and percent, cancel, and the service's refusals
 * (413/415/422) as sentences. A file that would mix images and videos is refused before any byte is sent. In
 * the popup the file is handed to a composer tab instead (ports.handOver), because the popup closes — and an
 * upload running in it would die — as soon as the person clicks elsewhere.
 */
import { computed, signal } from '@preact/signals';
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

export function createUploadModel(ports: Pick<ComposerPorts, 'ask' | 'upload' | 'handOver'>, drafts: DraftModel) {
  const uploads = signal<Upload[]>([]);
  /** Why the last chosen file was not uploaded (mixing), or that it went to the composer tab. */
  const notice = signal('');
  const controllers = new Map<string, AbortController>();
  let counter = 0;

  const patch = (id: string, change: Partial<Upload>) => {
    uploads.value = uploads.value.map((u) => (u.id === id ? { ...u, ...change } : u));
  };

  async function start(file: File): Promise<void> {
    const id = `upload-${++counter}`;
    const controller = new AbortController();
    controllers.set(id, controller);
    uploads.value = [...uploads.value, { id, name: file.name, loaded: 0, total: file.size, state: 'uploading' }];
    const progress = progressShower((loaded, total) => patch(id, { loaded, total }));
    try {
      const item = await ports.upload(file, { signal: controller.signal, onProgress: progress.report });
      progress.stop();
      // Only the background's caches learn from it: told at once, and not waited for before the person sees the
      // file attached (a round trip to the worker and its storage writes).
      const told = ports.ask('upload.done', { item }).catch(() => undefined);
      const attachment = toAttachment(item);
      // The person may have attached other media meanwhile: check mixing again before attaching.
      const verdict = attachment ? canUpload(`${attachment.type}/`, drafts.draft.value.attachments) : { ok: false as const, reason: t('upload_kind_unknown') };
      if (attachment && verdict.ok) {
        drafts.update((d) => ({ ...d, attachments: [...d.attachments.filter((a) => a.media_id !== item.media_id), attachment] }));
      }
      const pending = attachment?.status === 'pending' ? ` ${t('upload_video_pending')}` : '';
      patch(id, {
        state: 'done',
        loaded: file.size,
        message: verdict.ok ? `${t('upload_attached')}${pending}` : t('upload_not_attached', verdict.reason),
      });
      await told;
    } catch (err) {
      progress.stop();
      patch(id, isAbortError(err) ? { state: 'cancelled', message: t('upload_cancelled') } : { state: 'failed', message: await sentence(err, 'uploadMedia') });
    } finally {
      controllers.delete(id);
    }
  }

  return {
    uploads: computed(() => uploads.value),
    notice: computed(() => notice.value),
    start,
    /** A file the popup handed over (?upload=<key>): uploaded here; `undefined` when it was lost on the way. */
    receive(file: File | undefined): Promise<void> {
      if (file) return start(file);
      notice.value = t('upload_handover_gone');
      return Promise.resolve();
    },
    /** A file chosen by the person: checked, then uploaded here or handed to a composer tab. */
    async choose(file: File): Promise<void> {
      const verdict = canUpload(file.type, drafts.draft.value.attachments);
      if (!verdict.ok) {
        notice.value = t('upload_refused', file.name, verdict.reason);
        return;
      }
      if (!ports.handOver) {
        notice.value = '';
        await start(file);
        return;
      }
      notice.value = t('upload_handing', file.name);
      try {
        await ports.handOver(file);
      } catch {
        notice.value = t('upload_hand_failed', file.name);
      }
    },
    cancel(id: string): void {
      controllers.get(id)?.abort();
    },
    dismiss(id: string): void {
      uploads.value = uploads.value.filter((u) => u.id !== id);
    },
  };
}

export type UploadModel = ReturnType<typeof createUploadModel>;
