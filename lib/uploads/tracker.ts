/**
 * The background's record of the popup's uploads (`session:uploads`): added when the popup starts one, moved on by
 * the runner's reports, and ended. An uploaded file is attached to the draft here — the popup may be closed — by
 * the same rule as an upload in place (lib/composer/upload-run.ts): checked again for mixing before attaching.
 * Attached, it leaves the list (the attachment shows it); what needs the person (a failure, a cancel, a file not
 * attached) stays until they dismiss it.
 */
import type { MediaItem } from '@/lib/api/schemas';
import { toAttachment } from '@/lib/draft/attachment';
import { emptyDraft } from '@/lib/draft/draft';
import { canUpload } from '@/lib/draft/media-rules';
import { reviveError } from '@/lib/errors/transport';
import { sentenceFor } from '@/lib/errors/sentence';
import { t } from '@/lib/i18n/t';
import { createMutex } from '@/lib/outbox/mutex';
import { draftItem } from '@/lib/storage/draft-item';
import { uploadsItem, type RunUpload } from '@/lib/storage/uploads-item';
import type { Ending } from './runner';

export interface TrackerPorts {
  now(): number;
  /** The media caches learn the new item, and the write is recorded. */
  uploaded(item: MediaItem): Promise<void>;
}

export function createUploadTracker(ports: TrackerPorts) {
  // Progress of two uploads and an end may arrive together: one edit of the list at a time.
  const exclusive = createMutex();
  const edit = (change: (list: RunUpload[]) => RunUpload[]) =>
    exclusive(async () => uploadsItem.set(change(await uploadsItem.get())));
  const patch = (id: string, change: Partial<RunUpload>) =>
    edit((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  /** Attaches the item to the stored draft unless it would mix images and videos; the reason when not. */
  async function attach(item: MediaItem): Promise<{ attached: boolean; note?: string }> {
    const attachment = toAttachment(item);
    if (!attachment) return { attached: false, note: t('upload_not_attached', t('upload_kind_unknown')) };
    const draft = (await draftItem.get()) ?? emptyDraft();
    const verdict = canUpload(`${attachment.type}/`, draft.attachments);
    if (!verdict.ok) return { attached: false, note: t('upload_not_attached', verdict.reason) };
    await draftItem.set({
      ...draft,
      attachments: [...draft.attachments.filter((a) => a.media_id !== item.media_id), attachment],
      // Newer than the page's copy, so an open composer adopts it (lib/composer/draft-model.ts).
      updatedAt: Math.max(ports.now(), draft.updatedAt + 1),
    });
    const pending = attachment.status === 'pending';
    return pending
      ? { attached: true, note: `${t('upload_attached')} ${t('upload_video_pending')}` }
      : { attached: true };
  }

  return {
    list: () => uploadsItem.get(),
    started: (upload: Pick<RunUpload, 'id' | 'name' | 'total'>) =>
      edit((list) => [...list, { ...upload, loaded: 0, state: 'uploading' }]),
    progress: (id: string, loaded: number, total: number) =>
      edit((list) => list.map((u) => (u.id === id && u.state === 'uploading' ? { ...u, loaded, total } : u))),
    async ended(id: string, ending: Ending): Promise<void> {
      if ('item' in ending) {
        await ports.uploaded(ending.item).catch(() => undefined);
        // One at a time: two uploads ending together would each add to the same draft read, and one would be lost.
        const { attached, note } = await exclusive(() => attach(ending.item));
        if (attached && !note) await edit((list) => list.filter((u) => u.id !== id));
        else await patch(id, { state: 'done', message: note });
        return;
      }
      if ('cancelled' in ending) await patch(id, { state: 'cancelled', message: t('upload_cancelled') });
      else if ('lost' in ending) await patch(id, { state: 'failed', message: t('upload_handover_gone') });
      else {
        const message = sentenceFor(reviveError(ending.error), { operation: 'uploadMedia' });
        await patch(id, { state: 'failed', message });
      }
    },
    dismiss: (id: string) => edit((list) => list.filter((u) => u.id !== id || u.state === 'uploading')),
    /** Uploads whose runner is gone (the offscreen document closed, Firefox's background restarted) end as failed. */
    orphaned: () =>
      edit((list) =>
        list.map((u) =>
          u.state === 'uploading' ? { ...u, state: 'failed', message: t('upload_stopped', u.name) } : u,
        ),
      ),
    /** Whether any upload is still under way (else the offscreen document may close). */
    running: async () => (await uploadsItem.get()).some((u) => u.state === 'uploading'),
  };
}

export type UploadTracker = ReturnType<typeof createUploadTracker>;
