import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/extension';
import { optionsPage } from './pages/options-page';

const CONNECTED = /^Settings saved\. Connected as .+ — 10 accounts \(API key smm_••••\)\.$/;

test.describe('options: API key', () => {
  test('a valid key is checked, kept in storage.local only, and shows who is connected', async ({
    openPage,
    serviceWorker,
  }) => {
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await expect(options.status).toHaveText(/^Not connected/);
    await options.saveKey('smm_demo');
    await expect(options.status).toHaveText(CONNECTED);
    await expect(options.apiKey).toHaveValue(''); // shown masked from now on, never in the box
    await expect(options.defaultAccounts).toHaveCount(10);
    await expect(options.budget).toContainText('59 of 60 reads left');
    await expect(options.removeKey).toBeVisible();
    const stored = await serviceWorker.evaluate(async () => ({
      local: await chrome.storage.local.get('credential'),
      sync: await chrome.storage.sync.get(null),
    }));
    expect(stored.local.credential).toMatchObject({ kind: 'api-key', key: 'smm_demo' });
    expect(stored.sync).toEqual({});
  });

  test('an invalid key gets the 403 sentence and stays in the box', async ({ openPage, serviceWorker }) => {
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await options.saveKey('smm_revoked');
    await expect(options.alert).toHaveText(
      /^The service refused this API key \(“.+”\): check that you copied the whole key/,
    );
    await expect(options.apiKey).toHaveAccessibleDescription(/The service refused this API key/);
    await expect(options.status).toHaveText(/^Not connected/);
    await expect(options.apiKey).toHaveValue('smm_revoked');
    expect(await serviceWorker.evaluate(() => chrome.storage.local.get('credential'))).toEqual({});
  });

  test('a key without the smm_ prefix is warned about, not refused', async ({ openPage }) => {
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await options.apiKey.fill('demo-key');
    await expect(options.apiKey).toHaveAccessibleDescription(
      /begin with smm_; this one does not\. It will be checked anyway/,
    );
    await options.save.click();
    await expect(options.alert).toHaveText(/refused this API key/); // it was checked with the service
  });

  test('the key can be removed', async ({ openPage, serviceWorker }) => {
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await options.saveKey('smm_demo');
    await expect(options.status).toHaveText(CONNECTED);
    await options.removeKey.click();
    await expect(options.status).toHaveText(/^API key removed\. Not connected/);
    await expect(options.removeKey).toBeHidden();
    await expect(options.defaultAccounts).toHaveCount(0);
    expect((await serviceWorker.evaluate(() => chrome.storage.local.get('credential'))).credential ?? null).toBeNull();
  });

  test('the connection survives the background being killed', async ({
    openPage,
    extContext,
    serviceWorker,
    controls,
  }) => {
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await options.saveKey('smm_demo');
    await expect(options.status).toHaveText(CONNECTED);
    const cdp = await extContext.newCDPSession(options.page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await options.page.reload(); // its first message wakes the worker again
    await expect(options.status).toHaveText(/^Connected as .+ — 10 accounts \(API key smm_••••\)\.$/);
    await expect(options.budget).toContainText('59 of 60 reads left'); // the mirror came back from storage
    // Reopening spent no read: the accounts came from the cache.
    const state = (await controls.state()) as { counters: { read: { used: number } } };
    expect(state.counters.read.used).toBe(1);
    void serviceWorker;
  });

  test('has no accessibility violations', async ({ openPage, serviceWorker }) => {
    void serviceWorker;
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await options.saveKey('smm_demo');
    await expect(options.defaultAccounts).toHaveCount(10);
    const results = await new AxeBuilder({ page: options.page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
});
