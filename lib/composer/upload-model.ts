// Uploads from the computer: the popup hands its files to the background's runner, since an upload inside the popup
// would die when it closes; the composer tab and the side panel upload in place.
import { computed, signal } from '@preact/signals';
import { canUpload } from '@/lib/draft/media-rules';
import { sentenceFor } from '@/lib/errors/sentence';
import { t } from '@/lib/i18n/t';
import { readOnly } from '@/lib/signals/read-only';
import type { RunUpload } from '@/lib/storage/uploads-item';
import type { DraftModel } from './draft-model';
import type { ComposerPorts } from './ports';
import type { Upload } from './upload-run';

export type { Upload };

/** Uploading is its own chunk, loaded with the first file chosen: the first screen has none. */
const uploading = () => import('./upload-run');

/** The runner stores how an upload ended as data; the page words it in the person's language. */
function endingText({ state, name, ending }: RunUpload): string | undefined {
  if (state === 'cancelled') return t('upload_cancelled');
  switch (ending?.kind) {
    case 'error':
      return sentenceFor(ending.error, { operation: 'uploadMedia' });
    case 'lost':
      return t('upload_handover_gone');
    case 'stopped':
      return t('upload_stopped', name);
    case 'video-pending':
      return `${t('upload_attached')} ${t('upload_video_pending')}`;
    case 'not-attached':
      return t(
        'upload_not_attached',
        t(
          ending.has === 'image'
            ? 'media_has_images'
            : ending.has === 'video'
              ? 'media_has_video'
              : 'upload_kind_unknown',
        ),
      );
  }
}

export function wordedRun(run: RunUpload): Upload {
  const { ending: _, ...upload } = run;
  const message = endingText(run);
  return message === undefined ? upload : { ...upload, message };
}

export function createUploadModel(
  ports: Pick<ComposerPorts, 'ask' | 'mode'> & { items: Pick<ComposerPorts['items'], 'uploads'> },
  drafts: DraftModel,
) {
  const uploads = signal<Upload[]>([]);
  const runs = signal<Upload[]>([]);
  const notice = signal('');
  /** Said to a screen reader when one of the runner's uploads was attached and left the list. */
  const said = signal('');
  const controllers = new Map<string, AbortController>();
  let counter = 0;

  async function start(file: File): Promise<void> {
    const id = `upload-${++counter}`;
    const { runUpload } = await uploading();
    const controller = new AbortController();
    controllers.set(id, controller);
    uploads.value = [...uploads.value, { id, name: file.name, loaded: 0, total: file.size, state: 'uploading' }];
    const patch = (change: Partial<Upload>) =>
      void (uploads.value = uploads.value.map((u) => (u.id === id ? { ...u, ...change } : u)));
    try {
      await runUpload(file, { ask: ports.ask, drafts, signal: controller.signal, patch });
    } finally {
      controllers.delete(id);
    }
  }

  function showRuns(next: RunUpload[]): void {
    const worded = next.map(wordedRun);
    const attached = runs.value.filter((u) => u.state === 'uploading' && !worded.some((n) => n.id === u.id));
    if (attached.length > 0) said.value = attached.map((u) => t('upload_attached_named', u.name)).join(' ');
    runs.value = worded;
  }

  const isRun = (id: string) => runs.value.some((u) => u.id === id);

  return {
    uploads: computed(() => [...uploads.value, ...runs.value]),
    ...readOnly({ notice, said }),
    start,
    follow(): () => void {
      // The list as stored now, unless a change came first: that one is newer.
      let changed = false;
      const stop = ports.items.uploads.watch((next) => {
        changed = true;
        showRuns(next);
      });
      void ports.items.uploads.get().then(
        (now) => changed || showRuns(now),
        () => undefined,
      );
      return stop;
    },
    async choose(file: File): Promise<void> {
      const verdict = canUpload(file.type, drafts.draft.value.attachments);
      notice.value = verdict.ok ? '' : t('upload_refused', file.name, verdict.reason);
      if (!verdict.ok) return;
      if (ports.mode !== 'popup') return start(file);
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
