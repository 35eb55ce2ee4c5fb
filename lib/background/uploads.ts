/**
 * Where the popup's uploads run, so that they survive the popup closing and open no tab (docs/design.md §3.2):
 * Chrome's service worker has no XHR, so in an offscreen document; Firefox's background page has a DOM, so here.
 */
import type { MediaItem } from '@/lib/api/schemas';
import type { BudgetGate } from '@/lib/api/ports';
import { uploadMedia } from '@/lib/api/upload';
import type { Credential } from '@/lib/settings/credential';
import type { Handlers } from '@/lib/messaging';
import { browser } from '@/lib/storage/browser-api';
import { ownSelf } from '@/lib/messaging/own-self';
import { isTrustedSender } from '@/lib/messaging/sender';
import { createMutex } from '@/lib/outbox/mutex';
import { createRunner, type Job, type UploadCall } from '@/lib/uploads/runner';
import { RUNNER_PORT, RUNNER_TAG, type RunnerCommand } from '@/lib/uploads/runner-command';
import { createUploadTracker, type UploadTracker } from '@/lib/uploads/tracker';
import { messageOf } from '@/lib/errors/data';

export interface UploadServices {
  now(): number;
  /** The credential and address for one upload, its write counted (the `upload.ticket` answer). */
  ticket(): Promise<{ baseUrl: string; credential: Credential | null }>;
  budget: Pick<BudgetGate, 'markFull'>;
  uploaded(item: MediaItem): Promise<void>;
  log(line: string): void;
}

/** Where uploads run: told to run one, or to cancel one; `alive` says whether a runner is there at all. */
interface Place {
  run(job: Job): Promise<void>;
  cancel(id: string): Promise<void>;
  alive(): Promise<boolean>;
  /** Nothing is uploading: the place may let go of what it holds. */
  idle(): Promise<void>;
}

interface OffscreenApi {
  createDocument(options: { url: string; reasons: string[]; justification: string }): Promise<void>;
  closeDocument(): Promise<void>;
  hasDocument(): Promise<boolean>;
}

const offscreenApi = (): OffscreenApi | undefined =>
  (globalThis as { chrome?: { offscreen?: OffscreenApi } }).chrome?.offscreen;

/** Chrome: the offscreen document, made when an upload starts and closed when none is left. */
function offscreenPlace(offscreen: OffscreenApi, tracker: UploadTracker): Place {
  const exclusive = createMutex();
  const open = () =>
    exclusive(async () => {
      if (await offscreen.hasDocument()) return;
      await offscreen.createDocument({
        url: 'offscreen.html',
        reasons: ['BLOBS'],
        justification: 'Uploads a file the person chose to their media library, with progress, after the popup closes.',
      });
    });
  const tell = async (command: RunnerCommand) => {
    // A document just made may not have its listener yet: a few tries, a moment apart.
    for (let attempt = 0; ; attempt++) {
      try {
        await browser.runtime.sendMessage(command);
        return;
      } catch (err) {
        if (attempt >= 5) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
      }
    }
  };
  return {
    async run(job) {
      await open();
      await tell({ tag: RUNNER_TAG, run: job });
    },
    async cancel(id) {
      if (await offscreen.hasDocument()) await tell({ tag: RUNNER_TAG, cancel: id });
    },
    alive: () => offscreen.hasDocument(),
    idle: () =>
      exclusive(async () => {
        if (!(await tracker.running()) && (await offscreen.hasDocument())) await offscreen.closeDocument();
      }),
  };
}

/** Firefox: this background page itself (it has XHR and IndexedDB). */
function pagePlace(services: UploadServices, tracker: UploadTracker): Place {
  const upload = async (file: File, { onProgress, signal }: UploadCall) => {
    const ticket = await services.ticket();
    return uploadMedia(
      {
        ...ticket,
        budget: { spend: async () => undefined, markFull: (bucket) => services.budget.markFull(bucket) },
      },
      { file, onProgress, signal },
    );
  };
  const runner = createRunner({
    upload,
    progress: (id, loaded, total) => void tracker.progress(id, loaded, total).catch(() => undefined),
    ended: (id, ending) => tracker.ended(id, ending),
  });
  return {
    run: async (job) => void runner.run(job),
    cancel: async (id) => runner.cancel(id),
    alive: async () => runner.busy(),
    idle: async () => undefined,
  };
}

export function createUploads(services: UploadServices) {
  const tracker = createUploadTracker({ now: services.now, uploaded: services.uploaded });
  const offscreen = offscreenApi();
  // Decided at build time, so that Chrome's worker carries no XHR runner and Firefox's page no offscreen code.
  const place: Place | undefined = import.meta.env.FIREFOX
    ? pagePlace(services, tracker)
    : offscreen
      ? offscreenPlace(offscreen, tracker)
      : undefined;

  if (place && offscreen && !import.meta.env.FIREFOX) {
    // The offscreen document's line closing means it is gone: an upload it was running will never end by itself, so
    // it ends now as failed, with a sentence that says to choose the file again — not "uploading" for ever.
    const self = ownSelf();
    browser.runtime.onConnect.addListener((port) => {
      // A content script may open a port of that name too: only our own document's line counts.
      if (port.name !== RUNNER_PORT || !port.sender || !isTrustedSender(port.sender, self)) return;
      port.onDisconnect.addListener(() => {
        void (async () => {
          if (!(await place.alive()) && (await tracker.running())) await tracker.orphaned();
        })().catch((err: unknown) => services.log(`upload runner gone: ${String(err)}`));
      });
    });
  }

  const handlers = {
    'upload.start': async ({ key, name, size }) => {
      if (!place) throw new Error('This browser offers no place for an upload to run.');
      const id = `run-${crypto.randomUUID()}`;
      await tracker.started({ id, name, total: size });
      try {
        await place.run({ id, key });
      } catch (err) {
        services.log(`upload runner: ${messageOf(err)}`);
        await tracker.orphaned();
        throw err;
      }
      return { id };
    },
    'upload.progress': async ({ id, loaded, total }) => {
      await tracker.progress(id, loaded, total);
      return {};
    },
    'upload.ended': async ({ id, ...ending }) => {
      await tracker.ended(id, ending as Parameters<UploadTracker['ended']>[1]);
      void place?.idle().catch(() => undefined);
      return {};
    },
    'upload.cancel': async ({ id }) => {
      await place?.cancel(id);
      return {};
    },
    'upload.dismiss': async ({ id }) => {
      await tracker.dismiss(id);
      return {};
    },
  } satisfies Partial<Handlers>;

  return {
    handlers,
    /** At start: uploads left "uploading" by a runner that is no longer there end as failed, with a sentence. */
    async sweep(): Promise<void> {
      if (!(await tracker.running())) return;
      if (!place || !(await place.alive())) await tracker.orphaned();
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;
