/**
 * "Forget everything on this browser" (docs/privacy.md): nothing of Quickpost's stays in the browser's
 * extension storage, IndexedDB, alarms, notifications or optional permissions. The page that asked clears the
 * extension's localStorage itself (a service worker has none). Posts already on the service stay there.
 */
import { browser } from '@/lib/storage/browser-api';

/** What the manifest grants at install: only what was granted later can be given back. */
function requiredAtInstall(): { origins: Set<string>; permissions: Set<string> } {
  const manifest = browser.runtime.getManifest() as { permissions?: string[]; host_permissions?: string[] };
  const all = [...(manifest.permissions ?? []), ...(manifest.host_permissions ?? [])];
  return {
    origins: new Set(all.filter((p) => p.includes('://'))),
    permissions: new Set(all.filter((p) => !p.includes('://'))),
  };
}

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
          // Another context still has it open: the deletion goes through once it closes it (the stores close
          // after each use: lib/storage/object-store.ts).
          request.onblocked = () => resolve();
        }),
    ),
  );
}

async function giveBackOptionalPermissions(): Promise<void> {
  const granted = await browser.permissions.getAll();
  const required = requiredAtInstall();
  const origins = (granted.origins ?? []).filter((o) => !required.origins.has(o));
  const permissions = (granted.permissions ?? []).filter((p) => !required.permissions.has(p));
  if (origins.length || permissions.length)
    await browser.permissions.remove({ origins, permissions: permissions as never });
}

async function clearNotifications(): Promise<void> {
  const shown = await browser.notifications.getAll();
  await Promise.all(Object.keys(shown).map((id) => browser.notifications.clear(id)));
}

export async function forgetEverything(log: (line: string) => void): Promise<void> {
  await browser.alarms.clearAll();
  // Each step is tried even if one before it failed; the first failure is reported once all have run.
  const steps = await Promise.allSettled([
    browser.storage.local.clear(),
    (browser.storage as { session?: { clear(): Promise<void> } }).session?.clear(),
    deleteDatabases(),
    giveBackOptionalPermissions(),
    clearNotifications(),
    (browser.action ?? browser.browserAction)?.setBadgeText({ text: '' }),
  ]);
  // A write that was already on its way when the storage was emptied (the outbox's, the budget's) lands after it:
  // the storage is emptied once more after every step has settled.
  await browser.storage.local.clear();
  const failed = steps.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  log(failed ? 'forgetting: one step failed' : 'forgot everything on this browser');
  if (failed) throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
}
