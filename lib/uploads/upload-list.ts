// The background's list of the popup's uploads (`session:uploads`). A finished file is attached to the draft here,
// since the popup may be closed; what needs the person stays until dismissed.
import type { MediaItem } from '@/lib/api/schemas';
import { toAttachment } from '@/lib/draft/attachment';
import { emptyDraft } from '@/lib/draft/next-draft';
import { canUpload } from '@/lib/draft/media-rules';
import { createMutex } from '@/lib/outbox/mutex';
import { draftItem } from '@/lib/storage/draft-item';
import { uploadsItem, type RunUpload } from '@/lib/storage/uploads-item';
import type { Ending } from './runner';

export interface UploadListPorts {
  now(): number;
  /** The media caches learn the new item, and the write is recorded. */
  uploaded(item: MediaItem): Promise<void>;
}

export function createUploadList(ports: UploadListPorts) {
  // Progress of two uploads and an end may arrive together: one edit of the list at a time.
  const exclusive = createMutex();
  const edit = (change: (list: RunUpload[]) => RunUpload[]) =>
    exclusive(async () => uploadsItem.set(change(await uploadsItem.get())));
  const patch = (id: string, change: Partial<RunUpload>) =>
    edit((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  /** Unless it would mix images and videos; what the person is told, if anything. */
  async function attach(item: MediaItem): Promise<RunUpload['ending']> {
    const attachment = toAttachment(item);
    if (!attachment) return { kind: 'not-attached' };
    const draft = (await draftItem.get()) ?? emptyDraft();
    if (!canUpload(`${attachment.type}/`, draft.attachments).ok)
      return { kind: 'not-attached', has: attachment.type === 'image' ? 'video' : 'image' };
    await draftItem.set({
      ...draft,
      attachments: [...draft.attachments.filter((a) => a.media_id !== item.media_id), attachment],
      // Newer than the page's copy, so an open composer adopts it (lib/composer/draft-model.ts).
      updatedAt: Math.max(ports.now(), draft.updatedAt + 1),
    });
    return attachment.status === 'pending' ? { kind: 'video-pending' } : undefined;
  }

  return {
    started: (upload: Pick<RunUpload, 'id' | 'name' | 'total'>) =>
      edit((list) => [...list, { ...upload, loaded: 0, state: 'uploading' }]),
    progress: (id: string, loaded: number, total: number) =>
      edit((list) => list.map((u) => (u.id === id && u.state === 'uploading' ? { ...u, loaded, total } : u))),
    async ended(id: string, ending: Ending): Promise<void> {
      if ('item' in ending) {
        await ports.uploaded(ending.item).catch(() => undefined);
        // One at a time: two uploads ending together would each add to the same draft read, and one would be lost.
        const said = await exclusive(() => attach(ending.item));
        if (!said) await edit((list) => list.filter((u) => u.id !== id));
        else await patch(id, { state: 'done', ending: said });
        return;
      }
      if ('cancelled' in ending) await patch(id, { state: 'cancelled' });
      else if ('lost' in ending) await patch(id, { state: 'failed', ending: { kind: 'lost' } });
      else await patch(id, { state: 'failed', ending: { kind: 'error', error: ending.error } });
    },
    dismiss: (id: string) => edit((list) => list.filter((u) => u.id !== id || u.state === 'uploading')),
    /** Uploads whose runner is gone end as failed. */
    orphaned: () =>
      edit((list) =>
        list.map((u) => (u.state === 'uploading' ? { ...u, state: 'failed', ending: { kind: 'stopped' } } : u)),
      ),
    running: async () => (await uploadsItem.get()).some((u) => u.state === 'uploading'),
  };
}

export type UploadList = ReturnType<typeof createUploadList>;
