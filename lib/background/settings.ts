/**
 * The settings the options page edits (docs/design.md §3.1), each group in its own storage item. Moving to
 * another service address drops the caches: they were that service's answers.
 */
import type { Settings } from '@/lib/settings/schema';
import { credentialItem, serviceAddressesItem, signInServiceItem } from '@/lib/storage/items';
import { preferencesItem } from '@/lib/storage/page-items';
import type { BackgroundDeps } from './deps';
import { clearCaches, type Session } from './session';

export function createSettings(deps: Pick<BackgroundDeps, 'identity'>, session: Pick<Session, 'dropReadsUnderWay'>) {
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
        // The credential stays bound to the origin it was saved for (credential-origin.ts): nothing to do here.
        const before = await serviceAddressesItem.get();
        const moved = before.apiUrl !== changes.addresses.apiUrl;
        // What a read of the old address brings back after this is not stored (session.ts).
        if (moved) session.dropReadsUnderWay();
        await serviceAddressesItem.set(changes.addresses);
        if (moved) await clearCaches();
      }
      if (changes.signIn) await signInServiceItem.set(changes.signIn);
      if (changes.preferences) await preferencesItem.set(changes.preferences);
      return get();
    },
  };
}
