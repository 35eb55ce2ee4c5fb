/** The background's answer to every request of the contract (lib/messaging/protocol.ts), wired to its services. */
import type { Handlers } from '@/lib/messaging';
import { postsCacheItem, serviceAddressesItem } from '@/lib/storage/items';
import { createAuth } from './auth';
import { createBudgetService } from './budget-service';
import type { BackgroundDeps } from './deps';
import { createReads } from './reads';
import { postsKey } from '../storage/caches';
import { createSession } from './session';
import { credentialOf } from '../settings/credential';
import { createSettings } from './settings';
import { createSignIn } from './sign-in';
import { createWrites } from './writes';
import { recordWrite } from './write-times';
import { createOutboxService, type OutboxService } from './outbox-service';
import { createQueue, type Queue } from './queue';
import { createTracking, type Tracking } from '@/lib/background/tracking';
import { createPrefillService, type PrefillService } from '@/lib/background/prefill';
import { isUploadPage } from './ticket-sender';
import type { MediaItem } from '@/lib/api/schemas';
import { QuickpostError } from '../errors/quickpost-error';
import type { ErrorData } from '../errors/data';
import { captureTab } from './capture';
import { forgetEverything } from './forget';
import { createLinkCardHandlers } from './link-card';
import { createUploads, type Uploads } from './uploads';

const HOUR_MS = 60 * 60 * 1000;

/**
 * `started` receives the services that need the browser's wake-ups wired at start (the outbox; status
 * tracking and notifications; the context menus and the keyboard command).
 */
export function createHandlers(
  deps: BackgroundDeps,
  started?: (services: {
    outbox: OutboxService;
    tracking: Tracking;
    prefill: PrefillService;
    queue: Queue;
    uploads: Uploads;
  }) => void,
): Handlers {
  const budget = createBudgetService(deps);
  const session = createSession(deps, budget);
  const auth = createAuth(deps, session);
  const signIn = createSignIn(deps, auth);
  const reads = createReads(deps, session);
  const writes = createWrites(session);
  const settings = createSettings(deps, session);
  const queue = createQueue(deps);
  const outbox = createOutboxService(deps, { session, budget, writes, queue });
  const tracking = createTracking(deps, { session, budget, writes });
  const { openComposer, linkText } = deps;
  const prefill = createPrefillService(
    { ...deps, open: openComposer ?? (async () => undefined), ...(linkText ? { linkText } : {}) },
    { session, writes },
  );
  /** One upload's address and credential; its write counted now, before the credential leaves the background. */
  const ticket = async () => {
    const { stored, apiUrl } = await session.bound(); // one read: the ticket's address is the one checked
    await session.ensureReachable(apiUrl);
    await (await budget.get()).spend('write');
    await recordWrite(deps.clock.now()); // and again when it is done: the page's upload is a write too
    return { baseUrl: apiUrl, credential: credentialOf(stored) };
  };
  const uploaded = async (item: MediaItem) => {
    await recordWrite(deps.clock.now());
    await writes.uploaded(item);
  };
  const uploads = createUploads({
    now: deps.clock.now,
    ticket,
    budget: { markFull: async (bucket) => (await budget.markFull(bucket)) ?? deps.clock.now() + HOUR_MS },
    uploaded,
    log: deps.log,
  });
  started?.({ outbox, tracking, prefill, queue, uploads });

  const withAge = <T>({ fetchedAt, stale }: { fetchedAt: number; stale?: ErrorData | undefined }, data: T) => ({
    ...data,
    fetchedAt,
    ...(stale === undefined ? {} : { stale }),
  });

  return {
    ping: async () => ({ apiUrl: (await serviceAddressesItem.get()).apiUrl }),

    'settings.get': () => settings.get(),
    'settings.save': (changes) => settings.save(changes),

    'auth.status': () => auth.status(),
    'auth.saveKey': ({ key }) => auth.saveKey(key),
    'auth.removeKey': () => auth.removeKey(),
    'auth.signIn': () => signIn(),
    'auth.signOut': () => auth.signOut(),
    'auth.confirmOrigin': ({ origin }) => auth.confirmOrigin(origin),

    'accounts.list': async ({ refresh }) => {
      const answer = await reads.accounts(refresh);
      return withAge(answer, { accounts: answer.value });
    },
    'media.list': async ({ refresh, ...query }) => {
      const answer = await reads.media(query, refresh);
      return withAge(answer, { items: answer.value });
    },
    'media.delete': async ({ mediaId }) => {
      await writes.deleteMedia(mediaId);
      return {};
    },
    'posts.list': async ({ refresh, cacheOnly, ...query }) => {
      if (cacheOnly) {
        const entry = (await postsCacheItem.get())[postsKey(query)];
        return entry ? withAge(entry, entry.value) : { posts: [], fetchedAt: 0 };
      }
      const asked = deps.clock.now();
      const answer = await reads.posts(query, refresh);
      // A fresh read confirms tracked posts too, so the tracker need not spend one of its own.
      // Not awaited: the page's answer does not wait for a tracker read that may be under way.
      if (answer.fetchedAt >= asked) void tracking.observe(answer.value, query, asked);
      return withAge(answer, answer.value);
    },
    'posts.delete': async ({ id }) => {
      await writes.deletePost(id);
      return {};
    },
    'analytics.get': async ({ id }) => ({ analytics: await session.withApi((api) => api.analytics(id)) }),

    'upload.ticket': async (_data, sender) => {
      if (!isUploadPage(sender)) throw new QuickpostError('page_outdated'); // the raw key goes to the uploading pages only
      return ticket();
    },
    'upload.done': async ({ item }) => {
      await uploaded(item);
      return {};
    },
    ...uploads.handlers,

    'tab.capture': async ({ tabId }) => ({ dataUrl: await captureTab(tabId, deps.log) }),
    'privacy.forget': async () => {
      await forgetEverything(deps.log);
      return {};
    },

    'budget.get': () => budget.report(),
    'budget.markFull': async ({ bucket }) => ({ clearsAt: await budget.markFull(bucket) }),

    ...outbox.handlers,
    ...queue.handlers,
    ...tracking.handlers,
    ...prefill.handlers,
    ...createLinkCardHandlers(deps),
  };
}
