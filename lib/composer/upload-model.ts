/**
 * Uploads from the computer (docs/design.md §3.2): progress, cancel, refusals. The popup hands its files to the
 * background's runner (lib/background/uploads.ts), since an upload inside the popup would die when it closes; the
 * composer tab and the side panel upload in place.
 */
import { computed, signal } from '@preact/signals';
import { canUpload } from '@/lib/draft/media-rules';
import { t } from '@/lib/i18n/t';
import type { RunUpload } from '@/lib/storage/uploads-item';
import type { DraftModel } from './draft-model';
import type { ComposerPorts } from './ports';

import type { Upload } from './upload-run';
import { wordedRun } from './run-upload-text';
import { readOnly } from '@/lib/signals/read-only';

export type { Upload };

/** Uploading is its own chunk, loaded with the first file chosen: the first screen has none. */
const uploading = () => import('./upload-run');

export function createUploadModel(
  ports: Pick<ComposerPorts, 'ask' | 'mode'> & { items: Pick<ComposerPorts['items'], 'uploads'> },
  drafts: DraftModel,
) {
  const uploads = signal<Upload[]>([]);
  /** The background runner's uploads (the popup's), as it keeps them, their endings worded. */
  const runs = signal<Upload[]>([]);
  /** Why the last chosen file was not uploaded (mixing), or could not be handed to the runner. */
  const notice = signal('');
  /** Said to a screen reader when one of the runner's uploads was attached and left the list. */
  const said = signal('');
  const controllers = new Map<string, AbortController>();
  let counter = 0;

  /** An upload from this page (upload-run.ts); the popup hands files over instead. */
  async function start(file: File): Promise<void> {
    const id = `upload-${++counter}`;
    const { runUpload } = await uploading();
    await runUpload(file, {
      ports,
      drafts,
      controllers,
      id,
      add: (upload) => void (uploads.value = [...uploads.value, upload]),
      patch: (change) => void (uploads.value = uploads.value.map((u) => (u.id === id ? { ...u, ...change } : u))),
    });
  }

  /** Lists seen so far: one worded after a newer list came is not shown over it. */
  let listed = 0;
  async function showRuns(next: RunUpload[]): Promise<void> {
    const mine = ++listed;
    // Only an upload that ended has something to say; running ones need no words.
    const word = next.some((u) => u.state !== 'uploading')
      ? wordedRun
      : async ({ ending: _, ...upload }: RunUpload): Promise<Upload> => upload;
    const worded = await Promise.all(next.map(word));
    if (mine !== listed) return;
    const attached = runs.value.filter((u) => u.state === 'uploading' && !worded.some((n) => n.id === u.id));
    if (attached.length > 0) said.value = attached.map((u) => t('upload_attached_named', u.name)).join(' ');
    runs.value = worded;
  }

  const isRun = (id: string) => runs.value.some((u) => u.id === id);

  return {
    uploads: computed(() => [...uploads.value, ...runs.value]),
    ...readOnly({ notice, said }),
    start,
    /** Follows the runner's uploads; returns the unsubscribe. */
    follow(): () => void {
      // The list as stored now, unless a change came first: that one is newer.
      let changed = false;
      const stop = ports.items.uploads.watch((next) => {
        changed = true;
        void showRuns(next);
      });
      void ports.items.uploads.get().then(
        (now) => (changed ? undefined : showRuns(now)),
        () => undefined,
      );
      return stop;
    },
    /** A file chosen by the person: checked, then uploaded here or handed to the runner. */
    async choose(file: File): Promise<void> {
      const verdict = canUpload(file.type, drafts.draft.value.attachments);
      if (!verdict.ok) {
        notice.value = t('upload_refused', file.name, verdict.reason);
        return;
      }
      notice.value = '';
      if (ports.mode !== 'popup') {
        await start(file);
        return;
      }
      // The popup's upload: the file goes to the store, and the background's runner takes it from there.
      try {
        const { storeForUpload } = await uploading();
        await ports.ask('upload.start', { key: await storeForUpload(file), name: file.name, size: file.size });
      } catch {
        notice.value = t('upload_hand_failed', file.name);
      }
    },
    cancel(id: string): void {
      if (isRun(id)) void ports.ask('upload.cancel', { id }).catch(() => undefined);
      else controllers.get(id)?.abort();
    },
    dismiss(id: string): void {
      if (isRun(id)) {
        runs.value = runs.value.filter((u) => u.id !== id);
        void ports.ask('upload.dismiss', { id }).catch(() => undefined);
      } else uploads.value = uploads.value.filter((u) => u.id !== id);
    },
  };
}

export type UploadModel = ReturnType<typeof createUploadModel>;
