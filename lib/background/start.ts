import browser from 'webextension-polyfill';
import { buildDefaults } from '@/lib/build-defaults';

/** Placeholder background (issue 2): answers a ping so pages and tests can see it is alive. */
export function startBackground(): void {
  browser.runtime.onMessage.addListener((message: unknown) => {
    if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ping') {
      return Promise.resolve({ ok: true, apiUrl: buildDefaults.apiUrl });
    }
    return undefined;
  });
}
