/**
 * The settings the options page edits (docs/design.md §3.1), each group in its own storage item. Moving to
 * another service address drops the caches: they were that service's answers.
 */
import type { Settings } from '@/lib/settings/schema';
import { credentialItem, preferencesItem, serviceAddressesItem, signInServiceItem } from '@/lib/storage/items';
import type { BackgroundDeps } from './deps';
import { clearCaches } from './session';
import { boundOrigin } from './credential-origin';

export function createSettings(deps: Pick<BackgroundDeps, 'identity'>) {
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
        const before = await serviceAddressesItem.get();
        // The credential stays bound to the address it was used with: bound before the address moves.
        const stored = await credentialItem.get();
        if (stored) await boundOrigin(stored, before.apiUrl);
        await serviceAddressesItem.set(changes.addresses);
        if (before.apiUrl !== changes.addresses.apiUrl) await clearCaches();
      }
      if (changes.signIn) await signInServiceItem.set(changes.signIn);
      if (changes.preferences) await preferencesItem.set(changes.preferences);
      return get();
    },
  };
}
