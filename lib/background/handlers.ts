/** The background's answer to every request of the contract (lib/messaging/protocol.ts), wired to its services. */
import type { Handlers } from '@/lib/messaging';
import { postsCacheItem, serviceAddressesItem } from '@/lib/storage/items';
import { postsKey } from '@/lib/storage/caches';
import type { ErrorData } from '@/lib/errors/data';
import { createRetry } from '@/lib/notify/retry';
import { fetchPageHtml } from '@/lib/prefill/link-card-fetch';
import { guardedPageFetch } from '@/lib/prefill/guarded-page-fetch';
import { createAuth } from './auth';
import { createBudgetService } from './budget-service';
import type { BackgroundDeps } from './deps';
import { createReads } from './reads';
import { createServiceAccess } from './service-access';
import { createSettings } from './settings';
import { createSignIn } from './sign-in';
import { createWrites } from './writes';
import { createOutboxService, type OutboxService } from './outbox-service';
import { createQueue, type Queue } from './queue';
import { ideasHandlers } from './ideas';
import { createTracking, type Tracking } from './tracking';
import { createPrefillService, type PrefillService } from './prefill';
import { captureTab } from './capture';
import { exemptOrigins } from './exempt-origins';
import { forgetEverything } from './forget';
import { openComposerOn } from './toolbar';
import { createUploads } from './uploads';

export interface Services {
  outbox: OutboxService;
  tracking: Tracking;
  prefill: PrefillService;
  queue: Queue;
  uploads: ReturnType<typeof createUploads>;
}

/** `started` receives the services whose browser wake-ups are wired at start. */
export function createHandlers(deps: BackgroundDeps, started?: (services: Services) => void): Handlers {
  const budget = createBudgetService(deps);
  const access = createServiceAccess(deps, budget);
  const auth = createAuth(deps, access);
  const signIn = createSignIn(deps, auth);
  const reads = createReads(deps, access);
  const writes = createWrites(access);
  const settings = createSettings(deps, access);
  const queue = createQueue(deps);
  // "Edit and retry" and Undo from a notification open the same composer a menu click does, on no particular tab.
  const retry = createRetry({ ...deps, openComposer: async () => void (await openComposerOn(undefined)) });
  const outbox = createOutboxService(deps, { access, budget, writes, queue, retry });
  const tracking = createTracking(deps, { access, budget, writes, retry });
  const prefill = createPrefillService(deps, { access, writes });
  const uploads = createUploads(deps, { access, budget, writes });
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
      // A fresh read confirms tracked posts too; not awaited, the page does not wait for a tracker read under way.
      if (answer.fetchedAt >= asked) void tracking.observe(answer.value, query, asked);
      return withAge(answer, answer.value);
    },
    'posts.delete': async ({ id }) => {
      await writes.deletePost(id);
      return {};
    },
    'analytics.get': async ({ id }) => ({ analytics: await access.withApi((api) => api.analytics(id)) }),
    /** "Load preview": the page's HTML through the guarded fetch of page-given addresses. */
    'linkCard.fetch': async ({ url }) =>
      fetchPageHtml(url, guardedPageFetch({ fetch: deps.fetch, exempt: await exemptOrigins() })),

    'tab.capture': async ({ tabId }) => ({ dataUrl: await captureTab(tabId, deps.log) }),
    'privacy.forget': async () => {
      await forgetEverything(deps.log);
      return {};
    },

    'budget.get': () => budget.report(),
    'budget.markFull': async ({ bucket }) => ({ clearsAt: await budget.markFull(bucket) }),

    ...uploads.handlers,
    ...outbox.handlers,
    ...queue.handlers,
    ...tracking.handlers,
    ...prefill.handlers,
    ...ideasHandlers,
  };
}
