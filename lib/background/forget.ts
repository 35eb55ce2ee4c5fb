// "Forget everything on this browser" (docs/privacy.md): nothing of Quickpost's stays in extension storage, IndexedDB,
// alarms, notifications or optional permissions. The page that asked clears localStorage (a worker has none).
import { browser } from '@/lib/storage/browser-api';
import { toolbarAction } from './toolbar';

async function deleteDatabases(): Promise<void> {
  const databases = (await indexedDB.databases?.()) ?? [];
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise<void>((resolve, reject) => {
          if (!name) return resolve();
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
          // Another context has it open: the deletion goes through once it closes it (the stores close after use).
          request.onblocked = () => resolve();
        }),
    ),
  );
}

/** Only what was granted after install can be given back. */
async function giveBackOptionalPermissions(): Promise<void> {
  const manifest = browser.runtime.getManifest() as { permissions?: string[]; host_permissions?: string[] };
  const required = new Set([...(manifest.permissions ?? []), ...(manifest.host_permissions ?? [])]);
  const granted = await browser.permissions.getAll();
  const origins = (granted.origins ?? []).filter((o) => !required.has(o));
  const permissions = (granted.permissions ?? []).filter((p) => !required.has(p));
  if (origins.length || permissions.length)
    await browser.permissions.remove({ origins, permissions: permissions as never });
}

export async function forgetEverything(log: (line: string) => void): Promise<void> {
  await browser.alarms.clearAll();
  // Each step is tried even if one before it failed; the first failure is reported once all have run.
  const steps = await Promise.allSettled([
    browser.storage.local.clear(),
    (browser.storage as { session?: { clear(): Promise<void> } }).session?.clear(),
    deleteDatabases(),
    giveBackOptionalPermissions(),
    browser.notifications
      .getAll()
      .then((shown) => Promise.all(Object.keys(shown).map((id) => browser.notifications.clear(id)))),
    toolbarAction()?.setBadgeText({ text: '' }),
  ]);
  // A write already on its way (the outbox's, the budget's) lands after the clear: emptied once more.
  await browser.storage.local.clear();
  const failed = steps.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  log(failed ? 'forgetting: one step failed' : 'forgot everything on this browser');
  if (failed) throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
}
