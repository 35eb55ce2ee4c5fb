/**
 * Firefox: "Forget everything on this browser" (docs/privacy.md) leaves nothing in storage.local, storage.session,
 * IndexedDB, the extension's localStorage or granted optional permissions (tests/e2e/forget.spec.ts in Chromium).
 */
import { expect, it } from 'vitest';
import { click, fill, sees } from './fixtures/pages';
import { composer, useFirefox } from './fixtures/session';

const ff = useFirefox({ signedIn: true });

it('Forget everything, confirmed, leaves nothing of Quickpost’s in the browser', async () => {
  const popup = await composer(ff);
  await fill(popup, 'textbox', 'Post text', 'A draft to forget.');
  await ff.ext(async () => {
    await browser.storage.session.set({ probe: 1 });
    localStorage.setItem('quickpost:probe', '1');
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('quickpost-probe', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('files');
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error);
    });
  });
  expect(Object.keys(await ff.ext(() => browser.storage.local.get(null))).length).toBeGreaterThan(0);

  const options = await ff.open('options.html');
  await click(options, 'button', 'Forget everything…');
  await sees(options, 'Delete everything Quickpost keeps on this browser?');
  await click(options, 'button', 'Yes, forget everything');
  await sees(options, 'Quickpost forgot everything on this browser.');

  const left = await ff.ext(async () => ({
    local: await browser.storage.local.get(null),
    session: await browser.storage.session.get(null),
    databases: (await indexedDB.databases()).map((d) => d.name),
    localStorage: Object.keys(localStorage),
    permissions: await browser.permissions.getAll(),
    manifest: browser.runtime.getManifest() as { permissions?: string[] },
  }));
  expect(left.local).toEqual({});
  expect(left.session).toEqual({});
  expect(left.databases).toEqual([]);
  expect(left.localStorage).toEqual([]);
  // MV2: origins granted at install are in `permissions`; nothing granted later stays.
  const atInstall = left.manifest.permissions ?? [];
  for (const granted of [...(left.permissions.permissions ?? []), ...(left.permissions.origins ?? [])])
    expect(atInstall, granted).toContain(granted);
});
