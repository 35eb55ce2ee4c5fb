// Where the popup's uploads run, so that they survive the popup closing and open no tab: Chrome's service worker has
// no XHR, so in an offscreen document; Firefox's background page has a DOM, so here — decided at build time.
import type { MediaItem } from '@/lib/api/schemas';
import { uploadMedia } from '@/lib/api/upload';
import type { Handlers } from '@/lib/messaging';
import { browser } from '@/lib/storage/browser-api';
import { ownSelf } from '@/lib/messaging/own-self';
import { isTrustedSender } from '@/lib/messaging/sender';
import { credentialOf } from '@/lib/settings/credential';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { messageOf } from '@/lib/errors/data';
import { createMutex } from '@/lib/outbox/mutex';
import { createRunner, type Job } from '@/lib/uploads/runner';
import { RUNNER_PORT, RUNNER_TAG, type RunnerCommand } from '@/lib/uploads/runner-command';
import { createUploadList, type UploadList } from '@/lib/uploads/upload-list';
import type { BudgetService } from './budget-service';
import type { BackgroundDeps } from './deps';
import type { ServiceAccess } from './service-access';
import type { Writes } from './writes';
import { recordWrite } from './write-times';

const HOUR_MS = 60 * 60 * 1000;
/** The raw credential for one upload goes to the pages that upload only. */
const UPLOAD_PAGES = new Set(['/popup.html', '/composer.html', '/sidepanel.html', '/offscreen.html']);

/** Where uploads run; `alive` says whether a runner is there at all, `idle` that nothing is uploading. */
interface Place {
  run(job: Job): Promise<void>;
  cancel(id: string): Promise<void>;
  alive(): Promise<boolean>;
  idle(): Promise<void>;
}

interface OffscreenApi {
  createDocument(options: { url: string; reasons: string[]; justification: string }): Promise<void>;
  closeDocument(): Promise<void>;
  hasDocument(): Promise<boolean>;
}

/** Chrome: the offscreen document, made when an upload starts and closed when none is left. */
function offscreenPlace(offscreen: OffscreenApi, list: UploadList): Place {
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
        return void (await browser.runtime.sendMessage(command));
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
        if (!(await list.running()) && (await offscreen.hasDocument())) await offscreen.closeDocument();
      }),
  };
}

export function createUploads(
  deps: Pick<BackgroundDeps, 'clock' | 'log'>,
  { access, budget, writes }: { access: ServiceAccess; budget: BudgetService; writes: Writes },
) {
  /** One upload's address and credential; its write counted now, before the credential leaves the background. */
  const ticket = async () => {
    const { stored, apiUrl } = await access.bound();
    await access.ensureReachable(apiUrl);
    await (await budget.get()).spend('write');
    await recordWrite(deps.clock.now()); // and again when done: the page's upload is a write too
    return { baseUrl: apiUrl, credential: credentialOf(stored) };
  };
  const uploaded = async (item: MediaItem) => {
    await recordWrite(deps.clock.now());
    await writes.uploaded(item);
  };
  const list = createUploadList({ now: deps.clock.now, uploaded });
  const offscreen = (globalThis as { chrome?: { offscreen?: OffscreenApi } }).chrome?.offscreen;

  let place: Place | undefined;
  if (import.meta.env.FIREFOX) {
    const runner = createRunner({
      upload: async (file, { onProgress, signal }) => {
        const markFull = async (bucket: 'read' | 'write') =>
          (await budget.markFull(bucket)) ?? deps.clock.now() + HOUR_MS;
        const budgetGate = { spend: async () => undefined, markFull };
        return uploadMedia({ ...(await ticket()), budget: budgetGate }, { file, onProgress, signal });
      },
      progress: (id, loaded, total) => void list.progress(id, loaded, total).catch(() => undefined),
      ended: (id, ending) => list.ended(id, ending),
    });
    place = {
      run: async (job) => void runner.run(job),
      cancel: async (id) => runner.cancel(id),
      alive: async () => runner.busy(),
      idle: async () => undefined,
    };
  } else if (offscreen) {
    place = offscreenPlace(offscreen, list);
    const alive = place.alive;
    // The document's line closing means it is gone: what it was uploading ends now as failed, not "uploading" for ever.
    const self = ownSelf();
    browser.runtime.onConnect.addListener((port) => {
      // A content script may open a port of that name too: only our own document's line counts.
      if (port.name !== RUNNER_PORT || !port.sender || !isTrustedSender(port.sender, self)) return;
      port.onDisconnect.addListener(() => {
        void (async () => {
          if (!(await alive()) && (await list.running())) await list.orphaned();
        })().catch((err: unknown) => deps.log(`upload runner gone: ${messageOf(err)}`));
      });
    });
  }

  const handlers = {
    'upload.ticket': async (_data, sender) => {
      const page = URL.canParse(sender.url ?? '') ? new URL(sender.url!).pathname : '';
      if (!UPLOAD_PAGES.has(page)) throw new QuickpostError('page_outdated');
      return ticket();
    },
    'upload.done': async ({ item }) => {
      await uploaded(item);
      return {};
    },
    'upload.start': async ({ key, name, size }) => {
      if (!place) throw new Error('This browser offers no place for an upload to run.');
      const id = `run-${crypto.randomUUID()}`;
      await list.started({ id, name, total: size });
      try {
        await place.run({ id, key });
      } catch (err) {
        deps.log(`upload runner: ${messageOf(err)}`);
        await list.orphaned();
        throw err;
      }
      return { id };
    },
    'upload.progress': async ({ id, loaded, total }) => {
      await list.progress(id, loaded, total);
      return {};
    },
    'upload.ended': async ({ id, ...ending }) => {
      await list.ended(id, ending as Parameters<UploadList['ended']>[1]);
      void place?.idle().catch(() => undefined);
      return {};
    },
    'upload.cancel': async ({ id }) => {
      await place?.cancel(id);
      return {};
    },
    'upload.dismiss': async ({ id }) => {
      await list.dismiss(id);
      return {};
    },
  } satisfies Partial<Handlers>;

  return {
    handlers,
    /** At start: uploads left "uploading" by a runner that is no longer there end as failed. */
    async sweep(): Promise<void> {
      if ((await list.running()) && !(await place?.alive())) await list.orphaned();
    },
  };
}
