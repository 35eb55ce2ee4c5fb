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
import type { ComposerPorts } from './ports';

import type { Upload } from './upload-run';

export type { Upload };

export function createUploadModel(ports: Pick<ComposerPorts, 'ask' | 'upload' | 'handOver'>, drafts: DraftModel) {
  const uploads = signal<Upload[]>([]);
  /** Why the last chosen file was not uploaded (mixing), or that it went to the composer tab. */
  const notice = signal('');
  const controllers = new Map<string, AbortController>();
  let counter = 0;

  /** The upload itself loads with the first file uploaded here (upload-run.ts): the popup hands files to a tab instead. */
  async function start(file: File): Promise<void> {
    const id = `upload-${++counter}`;
    const { runUpload } = await import('./upload-run');
    await runUpload(file, {
      ports,
      drafts,
      controllers,
      id,
      add: (upload) => void (uploads.value = [...uploads.value, upload]),
      patch: (change) => void (uploads.value = uploads.value.map((u) => (u.id === id ? { ...u, ...change } : u))),
    });
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
