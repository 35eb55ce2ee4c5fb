import demo from '../../config/demo-extension.json' with { type: 'json' };
import { expect, test } from './fixtures/extension';
import { storeKey } from './fixtures/store-key';

test('the extension loads with its pinned demo id and the background answers', async ({
  extensionId,
  serviceWorker,
  sandbox,
}) => {
  expect(extensionId).toBe(demo.id);
  const manifest = await serviceWorker.evaluate(() => chrome.runtime.getManifest());
  expect(manifest.host_permissions).toEqual(['http://127.0.0.1/*']);
  // The worker reaches the sandbox through its host permission.
  const status = await serviceWorker.evaluate(
    (url) => fetch(`${url}/developers/v1/accounts`, { headers: { 'X-API-KEY': 'smm_demo' } }).then((r) => r.status),
    sandbox.url,
  );
  expect(status).toBe(200);
});

test('the popup renders the composer once connected, and says how to connect before', async ({
  openPage,
  serviceWorker,
}) => {
  // Not connected: one screen, one button (components/ConnectPanel.tsx) — the composer never stays up meanwhile.
  const before = await openPage('popup.html');
  await expect(before.getByRole('button', { name: 'Connect Quickpost' })).toBeVisible();
  await expect(before.getByRole('textbox', { name: 'Post text' })).toHaveCount(0);
  await before.close();
  await storeKey(serviceWorker, 'smm_demo');
  const popup = await openPage('popup.html');
  await expect(popup.getByRole('heading', { name: 'Quickpost' })).toBeVisible();
  await expect(popup.getByRole('textbox', { name: 'Post text' })).toBeVisible();
});

test('the options page renders', async ({ openPage, serviceWorker }) => {
  void serviceWorker;
  const options = await openPage('options.html');
  await expect(options.getByRole('heading', { name: 'Quickpost settings' })).toBeVisible();
});
