/** Starts the background: the message contract first, then the services' browser wake-ups. */
import { browser } from '@/lib/storage/browser-api';
import { createRouter, listen } from '@/lib/messaging';
import { ownSelf } from '@/lib/messaging/own-self';
import type { BackgroundDeps } from './deps';
import { checkStorage } from './check-storage';
import { createHandlers } from './handlers';
import { startWaysIn } from './ways-in';
import { startImageGrants } from './image-grants';

/** `storage.local` holds the credential: where the browser allows it (Chromium), only our own contexts may read it. */
async function restrictStorage(log: (line: string) => void): Promise<void> {
  type Local = { setAccessLevel?: (o: { accessLevel: string }) => Promise<void> };
  const local = (globalThis as { chrome?: { storage?: { local?: Local } } }).chrome?.storage?.local;
  if (typeof local?.setAccessLevel !== 'function') return;
  await local
    .setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' })
    .catch(() => log('could not restrict storage.local to trusted contexts'));
}

function browserDeps(): BackgroundDeps {
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
    log: (line) => console.info(`[quickpost] ${line}`),
  };
}

export function startBackground(deps: BackgroundDeps = browserDeps()): void {
  checkStorage();
  void restrictStorage(deps.log);
  // Listening first, synchronously: a message that woke the worker must find the listener.
  const handlers = createHandlers(deps, ({ outbox, tracking, prefill, queue, uploads }) => {
    outbox.start();
    tracking.start();
    startWaysIn(prefill, queue, deps.log);
    startImageGrants(deps.log);
    void uploads.sweep().catch(() => undefined);
  });
  listen(createRouter(handlers, { self: ownSelf(), warn: (line) => console.warn(`[quickpost] ${line}`) }));
  // First run: installing opens the welcome page once; an update (and a reload) gives reason 'update'.
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason !== 'install') return;
    browser.tabs
      .create({ url: browser.runtime.getURL('/welcome.html') })
      .catch(() => deps.log('could not open the welcome page'));
  });
}
