import type { BrowserContext, Page, Worker } from '@playwright/test';
import { launchWithExtension, type ExtensionBrowser } from '../../scripts/chromium';

export interface BenchBrowser extends ExtensionBrowser {
  worker: Worker;
  extensionId: string;
  /** Opens an extension page in a new tab (the same page the toolbar shows as its popup). */
  open(path: string): Promise<Page>;
  /** Stops the service worker, as the browser does after 30 s idle (docs/stack-notes.md: CDP). */
  stopWorker(): Promise<void>;
}

/** Chromium with the bench build, pointed at this run's sandbox and signed in as `demo` with its API key. */
export async function launchBench(extensionDir: string, sandboxUrl: string): Promise<BenchBrowser> {
  const browser = await launchWithExtension({ extensionDir });
  const context: BrowserContext = browser.context;
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  await worker.evaluate(
    (url) =>
      chrome.storage.local.set({
        serviceAddresses: { apiUrl: url, appUrl: url },
        credential: { kind: 'api-key', key: 'smm_demo', savedAt: 1 },
        credentialOrigin: { origin: new URL(url).origin, savedAt: 1 },
      }),
    sandboxUrl,
  );
  const open = async (path: string) => {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/${path}`);
    return page;
  };
  return {
    ...browser,
    worker,
    extensionId,
    open,
    async stopWorker() {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await cdp.detach();
      await page.close();
    },
  };
}
