/** The settings the options page edits, each group its own item. Another service address drops that service's caches. */
import type { Settings } from '@/lib/settings/schema';
import { preferencesItem } from '@/lib/storage/page-items';
import { serviceAddressesItem, signInServiceItem } from '@/lib/storage/items';
import type { BackgroundDeps } from './deps';
import { clearCaches, type ServiceAccess } from './service-access';

export function createSettings(
  deps: Pick<BackgroundDeps, 'identity'>,
  access: Pick<ServiceAccess, 'dropReadsUnderWay'>,
) {
  async function get() {
    const [addresses, signIn, preferences] = await Promise.all([
      serviceAddressesItem.get(),
      signInServiceItem.get(),
      preferencesItem.get(),
    ]);
    return { settings: { addresses, signIn, preferences }, redirectUrl: deps.identity.redirectUrl() };
  }
  return {
    get,
    async save(changes: Partial<Settings>) {
      if (changes.addresses) {
        // The credential stays bound to the origin it was saved for (credential-origin.ts).
        const moved = (await serviceAddressesItem.get()).apiUrl !== changes.addresses.apiUrl;
        if (moved) access.dropReadsUnderWay();
        await serviceAddressesItem.set(changes.addresses);
        if (moved) await clearCaches();
      }
      if (changes.signIn) await signInServiceItem.set(changes.signIn);
      if (changes.preferences) await preferencesItem.set(changes.preferences);
      return get();
    },
  };
}
