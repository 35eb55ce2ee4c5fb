import browser from 'webextension-polyfill';
import { createRouter, listen } from '@/lib/messaging';
import { serviceAddressesItem } from '@/lib/storage';
import { parseAddresses } from '@/lib/settings-schema';

/** Starts the background: the message contract and the services behind it (later issues add theirs). */
export function startBackground(): void {
  const self = { id: browser.runtime.id, origin: browser.runtime.getURL('/').replace(/\/$/, '') };
  const route = createRouter(
    {
      ping: async () => ({ apiUrl: parseAddresses(await serviceAddressesItem.getValue()).apiUrl }),
    },
    { self, warn: (line) => console.warn(line) },
  );
  listen(route);
}
