/**
 * For smoke builds only (tests/package/firefox-smoke.test.ts): a headless Firefox shows no page to a test, so
 * the background, once started, tells a local test server that it runs and where. Every other build leaves
 * WXT_SMOKE_URL unset, and the call in entrypoints/background.ts is removed as dead code.
 */
import { browser } from '@/lib/messaging/browser-api';

export async function sendSmokeBeacon(url: string): Promise<void> {
  // Reached only once storage has answered: the services that started with the background can keep their state.
  await browser.storage.local.get(null);
  const report = new URLSearchParams({
    origin: browser.runtime.getURL('/'),
    manifest: String(browser.runtime.getManifest().manifest_version),
    storage: 'true',
  });
  await fetch(`${url}?${report}`).catch(() => undefined);
}
