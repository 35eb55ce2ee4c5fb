import browser from 'webextension-polyfill';
import { serviceAddressesItem } from '@/lib/storage';
import { parseAddresses } from '@/lib/settings-schema';

/** Placeholder background (issue 2): answers a ping so pages and tests can see it is alive. */
export function startBackground(): void {
  browser.runtime.onMessage.addListener((message: unknown) => {
    if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ping') {
      return serviceAddressesItem.getValue().then((raw) => ({ ok: true, apiUrl: parseAddresses(raw).apiUrl }));
    }
    return undefined;
  });
}
