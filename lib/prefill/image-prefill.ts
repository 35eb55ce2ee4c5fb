/**
 * "Post this image", after the click: fetch the image (image-fetch.ts), upload it to the media library through
 * the client — a write, so it spends the write budget like any other (service-interface.md, Limits) — and put
 * the new media item into the waiting prefill, which the composer attaches. Each step is written to the prefill,
 * so an open composer shows where things stand; a newer prefill (another click) makes this one give up quietly.
 */
import type { MediaItem } from '@/lib/api/schemas';
import type { DraftAttachment } from '@/lib/draft/draft';
import { sentenceFor } from '@/lib/errors/sentence';
import type { ImageFetch } from './image-fetch';
import { t } from '@/lib/i18n/t';
import { saveInstead } from './image-fetch';
import type { Prefill, PrefillImage } from './item';

export interface ImagePrefillDeps {
  store: { get(): Promise<Prefill | null>; set(value: Prefill | null): Promise<void> };
  fetchImage(srcUrl: string): Promise<ImageFetch>;
  upload(file: Blob, name: string): Promise<MediaItem>;
  log(line: string): void;
}

/** What the draft keeps of the uploaded item (as the composer's own uploads do). */
function attachmentOf(item: MediaItem): DraftAttachment {
  return {
    media_id: item.media_id,
    type: item.type === 'video' ? 'video' : 'image',
    url: item.url ?? null,
    title: item.title ?? null,
    mime_type: item.mime_type ?? null,
    status: item.status ?? null,
  };
}

export function createImagePrefill(deps: ImagePrefillDeps) {
  /** Writes the image's new state, unless the prefill was taken or replaced meanwhile; false then. */
  async function report(id: string, image: Partial<PrefillImage>): Promise<boolean> {
    const current = await deps.store.get();
    if (current?.id !== id || !current.image) return false;
    const next: PrefillImage = { srcUrl: current.image.srcUrl, state: image.state ?? current.image.state };
    for (const key of ['origin', 'attachment', 'message'] as const) if (image[key] !== undefined) Object.assign(next, { [key]: image[key] });
    await deps.store.set({ ...current, image: next });
    return true;
  }

  return {
    /** Fetches, uploads and reports; also what the composer asks for again once the person has allowed the host. */
    async run(id: string): Promise<void> {
      const prefill = await deps.store.get();
      if (prefill?.id !== id || !prefill.image || prefill.image.state === 'ready' || prefill.image.state === 'uploading') return;
      if (!(await report(id, { state: 'fetching' }))) return;
      const fetched = await deps.fetchImage(prefill.image.srcUrl);
      if (!fetched.ok) {
        if (fetched.needs === 'permission') await report(id, { state: 'needs-permission', origin: fetched.origin });
        else await report(id, { state: 'failed', message: fetched.message });
        deps.log(`the image for a prefill could not be fetched${fetched.needs ? ' without a host permission' : ''}`);
        return;
      }
      if (!(await report(id, { state: 'uploading' }))) return;
      try {
        const item = await deps.upload(fetched.file, fetched.name);
        await report(id, { state: 'ready', attachment: attachmentOf(item) });
      } catch (error) {
        const said = sentenceFor(error, { operation: 'uploadMedia' });
        await report(id, { state: 'failed', message: t('image_upload_failed', said, saveInstead()) });
      }
    },
  };
}
