// Runs the popup's uploads where closing the popup cannot stop them. Each file is claimed once from the store, so it
// is never uploaded twice, and its record kept until the upload ends (Firefox's File dies with it).
import type { MediaItem } from '@/lib/api/schemas';
import { isAbortError } from '@/lib/errors/service';
import { serializeError, type ErrorData } from '@/lib/errors/data';
import { takeStored } from './file-store';
import { progressShower } from './progress';

export interface UploadCall {
  onProgress(loaded: number, total: number): void;
  signal: AbortSignal;
}

export type Ending = { item: MediaItem } | { error: ErrorData } | { cancelled: true } | { lost: true };

export interface RunnerPorts {
  upload(file: File, call: UploadCall): Promise<MediaItem>;
  progress(id: string, loaded: number, total: number): void;
  ended(id: string, ending: Ending): Promise<void>;
}

export type Job = { id: string; key: string };

export function createRunner(ports: RunnerPorts) {
  const controllers = new Map<string, AbortController>();

  async function run({ id, key }: Job): Promise<void> {
    if (controllers.has(id)) return;
    const controller = new AbortController();
    controllers.set(id, controller);
    try {
      const stored = await takeStored(key).catch(() => undefined);
      if (!stored) {
        await ports.ended(id, { lost: true });
        return;
      }
      const shower = progressShower((loaded, total) => ports.progress(id, loaded, total));
      let ending: Ending;
      try {
        ending = { item: await ports.upload(stored.file, { signal: controller.signal, onProgress: shower.report }) };
      } catch (err) {
        ending = isAbortError(err) ? { cancelled: true } : { error: serializeError(err) };
      } finally {
        shower.stop();
      }
      // The record goes first, now that the request is over: once told, the background may close the offscreen
      // document, and with it this page.
      await stored.release().catch(() => undefined);
      await ports.ended(id, ending);
    } finally {
      controllers.delete(id);
    }
  }

  return {
    run,
    cancel(id: string): void {
      controllers.get(id)?.abort();
    },
    busy: () => controllers.size > 0,
  };
}
