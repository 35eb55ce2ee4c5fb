// Gives back the host permissions granted for one image (lib/prefill/image-grants.ts): at every start — a worker may
// have stopped mid-way — and whenever the waiting prefill changes.
import { browser } from '@/lib/storage/browser-api';
import { hostPattern, strayImageGrants } from '../prefill/image-grants';
import { imageGrantsItem } from '../storage/image-grants-item';
import { prefillItem } from '@/lib/storage/prefill-item';
import { preferencesItem } from '@/lib/storage/page-items';
import { serviceAddressesItem, signInServiceItem } from '@/lib/storage/items';
import { logFailure } from '@/lib/errors/data';

/** The origins Quickpost keeps for itself: the manifest's host permissions and the configured addresses'. */
async function keptOrigins(): Promise<string[]> {
  const manifest = browser.runtime.getManifest() as { host_permissions?: string[]; permissions?: string[] };
  const declared = [...(manifest.host_permissions ?? []), ...(manifest.permissions ?? [])];
  const [{ apiUrl, appUrl }, { brokerUrl }, { relayUrl }] = await Promise.all([
    serviceAddressesItem.get(),
    signInServiceItem.get(),
    preferencesItem.get(),
  ]);
  const configured = [apiUrl, appUrl, brokerUrl, relayUrl].flatMap((a) => hostPattern(a) ?? []);
  return [...declared.filter((p) => p.includes('://')), ...configured];
}

export function startImageGrants(log: (line: string) => void): void {
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () => {
    sweeping = sweeping
      .then(async () => {
        const asked = await imageGrantsItem.get();
        if (asked.length === 0) return;
        const [{ origins = [] }, keep, waiting] = await Promise.all([
          browser.permissions.getAll(),
          keptOrigins(),
          prefillItem.get(),
        ]);
        const { remove, noted } = strayImageGrants(asked, origins, keep, waiting);
        if (remove.length > 0) await browser.permissions.remove({ origins: remove });
        await imageGrantsItem.set(noted);
        if (remove.length > 0) log(`gave back ${remove.length} host permission(s) granted for an image`);
      })
      .catch(logFailure(log, 'giving back image permissions'));
  };
  prefillItem.watch(sweep);
  imageGrantsItem.watch(sweep);
  sweep();
}
