/**
 * "Forget everything on this browser" (docs/privacy.md): after the confirmation nothing of Quickpost's is
 * left in storage.local, storage.session, IndexedDB, localStorage or granted optional permissions.
 */
import { expect, test } from './fixtures/extension';
import { composerPage, signIn } from './composer/composer-page';

test.setTimeout(60_000);

test('Forget everything, confirmed, leaves nothing in any store or optional permission', async ({
  serviceWorker,
  openPage,
  extContext,
  extensionId,
}) => {
  await signIn(serviceWorker);
  // Something in every store: a draft and caches (storage.local), the popup's snapshot (localStorage), a waiting
  // file (IndexedDB), a session value, and an optional origin granted as the side panel or an image host would be.
  const popup = await openPage('popup.html');
  const c = await composerPage(popup).ready();
  await c.text.fill('A draft to forget.');
  await popup.reload();
  await expect(c.text).toHaveValue('A draft to forget.');
  await popup.evaluate(async () => {
    await chrome.storage.session.set({ probe: 1 });
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
  const chromeExtensions = await extContext.newPage();
  await chromeExtensions.goto('chrome://extensions/');
  await chromeExtensions.evaluate(
    (id) =>
      (
        chrome as unknown as { developerPrivate: { addHostPermission(id: string, host: string): Promise<void> } }
      ).developerPrivate.addHostPermission(id, 'https://images.example.org/*'),
    extensionId,
  );
  await chromeExtensions.close();
  // The pre-granted origin, asked for from a click as the extension asks for an image's host.
  await popup.evaluate(() => {
    const ask = document.createElement('button');
    ask.textContent = 'Ask';
    ask.onclick = () =>
      void chrome.permissions
        .request({ origins: ['https://images.example.org/*'] })
        .then((granted) => (document.title = `granted ${granted}`));
    document.body.append(ask);
  });
  await popup.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(popup).toHaveTitle('granted true');
  const before = await popup.evaluate(async () => ({
    local: Object.keys(await chrome.storage.local.get(null)).length,
    snapshot: localStorage.length,
    granted: await chrome.permissions.getAll(),
  }));
  expect(before.local).toBeGreaterThan(0);
  expect(before.snapshot).toBeGreaterThan(0);
  expect(before.granted.origins).toContain('https://images.example.org/*');
  await popup.close();

  const options = await openPage('options.html');
  const section = options.getByRole('region', { name: 'Forget everything on this browser' });
  await section.getByRole('button', { name: 'Forget everything…' }).click();
  await expect(section.getByText('Delete everything Quickpost keeps on this browser?')).toBeVisible();
  // Cancel first: nothing is deleted.
  await section.getByRole('button', { name: 'Cancel' }).click();
  expect(await options.evaluate(() => chrome.storage.local.get('draft'))).toHaveProperty('draft');
  await section.getByRole('button', { name: 'Forget everything…' }).click();
  await section.getByRole('button', { name: 'Yes, forget everything' }).click();
  await expect(section.getByText('Quickpost forgot everything on this browser.')).toBeVisible();
  await expect(options.getByRole('status')).toContainText('Not connected');

  const left = await options.evaluate(async () => ({
    local: await chrome.storage.local.get(null),
    session: await chrome.storage.session.get(null),
    databases: (await indexedDB.databases()).map((d) => d.name),
    localStorage: Object.keys(localStorage),
    permissions: await chrome.permissions.getAll(),
  }));
  expect(left.local).toEqual({});
  expect(left.session).toEqual({});
  expect(left.databases).toEqual([]);
  expect(left.localStorage).toEqual([]);
  // What the manifest grants at install stays; nothing granted later does.
  const manifest = await options.evaluate(() => chrome.runtime.getManifest());
  expect(left.permissions.origins?.sort()).toEqual([...(manifest.host_permissions ?? [])].sort());
  expect(left.permissions.permissions?.sort()).toEqual([...(manifest.permissions ?? [])].sort());
});
