import { browser } from '@/lib/storage/browser-api';
import { createRouter, listen } from '@/lib/messaging';
import { ownSelf } from '@/lib/messaging/own-self';
import type { BackgroundDeps } from './deps';
import { checkStorage } from './check-storage';
import { createHandlers } from './handlers';
import { prefillBrowserDeps, startWaysIn } from '@/lib/background/prefill-browser';
import { startImageGrants } from './image-grants';
import { openWelcomeOnInstall } from './welcome';

/**
 * `storage.local` holds the credential: where the browser allows it, only trusted contexts (our pages and
 * the worker, not content scripts) may read it. Chromium has it; Firefox has no setAccessLevel.
 */
async function restrictStorage(log: (line: string) => void): Promise<void> {
  const local = (
    globalThis as {
      chrome?: { storage?: { local?: { setAccessLevel?: (o: { accessLevel: string }) => Promise<void> } } };
    }
  ).chrome?.storage?.local;
  if (typeof local?.setAccessLevel !== 'function') return;
  await local
    .setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' })
    .catch(() => log('could not restrict storage.local to trusted contexts'));
}

/** The real browser behind the services' dependencies. */
function browserDeps(): BackgroundDeps {
  const log = (line: string) => console.info(`[quickpost] ${line}`);
  return {
    clock: { now: () => Date.now() },
    fetch: (input, init) => fetch(input, init),
    identity: {
      launchWebAuthFlow: async (url) => {
        const redirected = await browser.identity.launchWebAuthFlow({ url, interactive: true });
        // Chromium resolves undefined (no error) in a few odd cases, e.g. a window closed while loading.
        if (!redirected) throw new Error('The user did not approve access.');
        return redirected;
      },
      redirectUrl: () => browser.identity.getRedirectURL(),
    },
    hasOrigins: (origins) => browser.permissions.contains({ origins }),
    removeOrigins: (origins) => browser.permissions.remove({ origins }),
    log,
    ...prefillBrowserDeps(log),
  };
}

/** Starts the background: storage restriction, then the message contract and the services behind it. */
export function startBackground(deps: BackgroundDeps = browserDeps()): void {
  checkStorage();
  void restrictStorage(deps.log);
  const self = ownSelf();
  // Listening first, synchronously: a message that woke the worker must find the listener.
  const handlers = createHandlers(deps, ({ outbox, tracking, prefill, queue, uploads }) => {
    outbox.start();
    tracking.start();
    startWaysIn(prefill, queue, deps.log);
    startImageGrants(deps.log);
    void uploads.sweep().catch(() => undefined);
  });
  listen(createRouter(handlers, { self, warn: (line) => console.warn(`[quickpost] ${line}`) }));
  openWelcomeOnInstall(deps.log);
}
