// "Post this image" after the click: each step is written into the waiting prefill so an open composer shows it; a
// newer prefill makes this one give up.
import type { MediaItem } from '@/lib/api/schemas';
import { toAttachment } from '@/lib/draft/attachment';
import { serializeError } from '@/lib/errors/data';
import { say } from '@/lib/errors/quickpost-error';
import type { ImageFetch } from './image-fetch';
import { hostPattern } from './image-grants';
import type { Prefill, PrefillImage } from '@/lib/storage/prefill';
import type { ImageStore } from './image-store';

export interface ImagePrefillDeps {
  store: { get(): Promise<Prefill | null>; set(value: Prefill | null): Promise<void> };
  fetchImage(srcUrl: string, confirmed?: string): Promise<ImageFetch>;
  upload(file: Blob, name: string): Promise<MediaItem>;
  images: ImageStore;
  removeOrigin?(pattern: string): Promise<unknown>;
  log(line: string): void;
}

export function createImagePrefill(deps: ImagePrefillDeps) {
  /** Writes the image's new state, unless the prefill was taken or replaced meanwhile; false then. */
  async function report(id: string, image: Partial<PrefillImage>): Promise<boolean> {
    const current = await deps.store.get();
    if (current?.id !== id || !current.image) return false;
    const { srcUrl, state, confirmed, granted } = current.image;
    // The person's word (confirmed, granted) stays; what describes one state (origin, failure, error …) goes with it.
    await deps.store.set({ ...current, image: { srcUrl, state, confirmed, granted, ...image } });
    return true;
  }

  async function fetchStep(id: string, image: PrefillImage): Promise<void> {
    const fetched = await deps.fetchImage(image.srcUrl, image.confirmed);
    // A host granted for this one image is given back at once, whatever the outcome.
    const stillNeedsIt = !fetched.ok && fetched.needs === 'permission';
    if (image.granted && !stillNeedsIt) await deps.removeOrigin?.(hostPattern(image.srcUrl)!)?.catch(() => undefined);
    if (!fetched.ok) {
      if (fetched.needs === 'permission') await report(id, { state: 'needs-permission', origin: fetched.origin });
      else if (fetched.needs === 'confirm') await report(id, { state: 'needs-confirm', address: fetched.address });
      else await report(id, { state: 'failed', failure: fetched.failure });
      deps.log(`the image for a prefill was not fetched${fetched.needs ? ` (needs ${fetched.needs})` : ''}`);
      return;
    }
    await deps.images.put({ id, file: fetched.file, name: fetched.name });
    await report(id, { state: 'fetched' });
  }

  return {
    async run(id: string): Promise<void> {
      const prefill = await deps.store.get();
      const image = prefill?.image;
      if (prefill?.id !== id || !image || ['ready', 'uploading', 'fetched'].includes(image.state)) return;
      if (!(await report(id, { state: 'fetching' }))) return;
      try {
        await fetchStep(id, image);
      } catch {
        // Every failure ends in a state the page words, within the fetch's own timeout (a bad % escape included).
        await report(id, { state: 'failed', failure: say('prefill_image_error') });
      }
    },

    async attach(id: string): Promise<void> {
      const prefill = await deps.store.get();
      if (prefill?.id !== id || prefill.image?.state !== 'fetched') return;
      const stored = await deps.images.get(id).catch(() => null);
      if (!stored) {
        await report(id, { state: 'failed', failure: say('prefill_image_gone') });
        return;
      }
      if (!(await report(id, { state: 'uploading' }))) return;
      try {
        const item = await deps.upload(stored.file, stored.name);
        await deps.images.clear().catch(() => undefined);
        await report(id, {
          state: 'ready',
          attachment: toAttachment({ ...item, type: item.type === 'video' ? 'video' : 'image' })!,
        });
      } catch (error) {
        await report(id, { state: 'failed', error: serializeError(error) });
      }
    },
  };
}
