import { expect, test } from './fixtures/extension';
import { optionsPage } from './pages/options-page';

test.describe('options: addresses and preferences', () => {
  test('a malformed address is marked, keeps what was typed, and saves nothing', async ({
    openPage,
    serviceWorker,
    sandbox,
  }) => {
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await options.apiAddress.fill('127.0.0.1:8787/oops');
    await options.saveIn('Service').click();
    await expect(options.alert).toHaveText('Some settings need fixing (see the marked fields). Nothing was saved.');
    await expect(options.apiAddress).toHaveAttribute('aria-invalid', 'true');
    await expect(options.apiAddress).toHaveAccessibleDescription(
      /Enter the API address as a full address starting with https:\/\//,
    );
    await expect(options.apiAddress).toHaveValue('127.0.0.1:8787/oops');
    const { serviceAddresses } = await serviceWorker.evaluate(() => chrome.storage.local.get('serviceAddresses'));
    expect(serviceAddresses).toEqual({ apiUrl: sandbox.url, appUrl: sandbox.url });
  });

  test('another origin is granted on Save (optional host permission), then used', async ({
    openPage,
    extContext,
    extensionId,
    serviceWorker,
    sandbox,
    controls,
  }) => {
    const other = sandbox.url.replace('127.0.0.1', 'localhost'); // the same sandbox under a host not granted at install
    expect(
      await serviceWorker.evaluate((o) => chrome.permissions.contains({ origins: [o] }), 'http://localhost/*'),
    ).toBe(false);
    // permissions.request shows a prompt no test can click: grant it ahead, as the person would (docs/stack-notes.md).
    const extensions = await extContext.newPage();
    await extensions.goto('chrome://extensions/');
    await extensions.evaluate(
      ([id, origin]) =>
        (
          chrome as unknown as { developerPrivate: { addHostPermission(id: string, o: string): Promise<void> } }
        ).developerPrivate.addHostPermission(id!, origin!),
      [extensionId, 'http://localhost/*'],
    );
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await options.apiAddress.fill(`${other}/`);
    await options.appAddress.fill(other);
    await options.saveIn('Service').click(); // asks for the new origin, granted above
    await expect(options.apiAddress).toHaveValue(other);
    await options.saveKey('smm_demo'); // its Save waits while the Service's is still running
    await expect(options.status).toHaveText(/^Settings saved\. Connected as .+ — 10 accounts/);
    await expect(options.apiAddress).toHaveValue(other);
    const { serviceAddresses } = await serviceWorker.evaluate(() => chrome.storage.local.get('serviceAddresses'));
    expect(serviceAddresses).toEqual({ apiUrl: other, appUrl: other });
    const state = (await controls.state()) as { counters: { read: { used: number } } };
    expect(state.counters.read.used).toBe(1);
  });

  test('an address whose origin is not granted is refused before any request, saying what to do', async ({
    openPage,
    serviceWorker,
    sandbox,
  }) => {
    // Stored directly (as an older build might have): the page would have asked on Save.
    const other = sandbox.url.replace('127.0.0.1', 'localhost');
    await serviceWorker.evaluate(
      (url) => chrome.storage.local.set({ serviceAddresses: { apiUrl: url, appUrl: url } }),
      other,
    );
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    // Check through the background only (Save would ask for the permission with a prompt).
    const answer = await options.page.evaluate(() =>
      chrome.runtime.sendMessage({ tag: 'quickpost/1', type: 'auth.saveKey', data: { key: 'smm_demo' } }),
    );
    expect(answer).toMatchObject({
      ok: false,
      error: {
        name: 'QuickpostError',
        key: 'access_no_permission',
        message: expect.stringMatching(/not allowed to reach http:\/\/localhost:\d+ yet.*click Save/),
      },
    });
  });

  test('preferences are saved and come back', async ({ openPage, serviceWorker }) => {
    void serviceWorker;
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await expect(options.timeZone).toHaveValue(''); // the browser's own, named in the option
    await expect(options.timeZone.locator('option').first()).toHaveText(/^This browser’s time zone \(.+\)$/);
    await options.saveKey('smm_demo');
    await expect(options.defaultAccounts).toHaveCount(10);
    await options.timeZone.selectOption('Asia/Tokyo');
    await options.defaultAccounts.nth(0).check();
    await options.defaultAccounts.nth(2).check();
    await options.page.getByRole('checkbox', { name: 'Notify me when a post fails' }).uncheck();
    await options.relayUrl.fill('https://ntfy.sh/quickpost-secret-topic');
    await options.saveIn('Defaults').click();
    await expect(options.status).toHaveText(/^Settings saved\./);
    await options.saveIn('Notifications').click();
    await expect(options.relayUrl).toHaveValue('https://ntfy.sh/quickpost-secret-topic');
    await expect
      .poll(() => serviceWorker.evaluate(async () => (await chrome.storage.local.get('preferences')).preferences))
      .toMatchObject({ relayUrl: 'https://ntfy.sh/quickpost-secret-topic', timeZone: 'Asia/Tokyo' });

    await options.page.reload();
    await options.ready();
    await expect(options.timeZone).toHaveValue('Asia/Tokyo');
    await expect(options.defaultAccounts.nth(0)).toBeChecked();
    await expect(options.defaultAccounts.nth(1)).not.toBeChecked();
    await expect(options.defaultAccounts.nth(2)).toBeChecked();
    await expect(options.page.getByRole('checkbox', { name: 'Notify me when a post fails' })).not.toBeChecked();
    await expect(options.page.getByRole('checkbox', { name: 'Notify me when a post is published' })).toBeChecked();
    await expect(options.relayUrl).toHaveValue('https://ntfy.sh/quickpost-secret-topic');
  });

  test('a relay URL that is not an address is marked', async ({ openPage, serviceWorker }) => {
    void serviceWorker;
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await options.relayUrl.fill('ntfy topic');
    await options.saveIn('Notifications').click();
    await expect(options.relayUrl).toHaveAttribute('aria-invalid', 'true');
    await expect(options.relayUrl).toHaveValue('ntfy topic');
  });

  test('a guessable relay topic is warned about beside the box, and "Use a generated name" replaces it', async ({
    openPage,
    serviceWorker,
  }) => {
    const options = optionsPage(await openPage('options.html'));
    await options.page.setViewportSize({ width: 800, height: 900 });
    await options.ready();
    const generate = options.page.getByRole('button', { name: 'Use a generated name' });
    await options.relayUrl.fill('https://ntfy.sh/quickpost');
    await expect(options.relayUrl).toHaveAccessibleDescription(/This topic name is easy to guess/);
    await expect(options.relayUrl).not.toHaveAttribute('aria-invalid', 'true'); // a warning: it may be kept
    // The relay's section as a person sees it, for a look at test-results/screenshots/.
    const card = options.page.locator('form', { has: options.page.getByRole('region', { name: 'Notifications' }) });
    for (const scheme of ['light', 'dark'] as const) {
      await options.page.emulateMedia({ colorScheme: scheme });
      await card.screenshot({
        animations: 'disabled',
        path: `test-results/screenshots/relay-weak-800-${scheme}.png`,
      });
    }
    await generate.click();
    await expect(options.relayUrl).toHaveValue(/^https:\/\/ntfy\.sh\/quickpost-[a-z2-7]{24}$/);
    await expect(options.relayUrl).not.toHaveAccessibleDescription(/easy to guess/);
    await expect(generate).toHaveCount(0);
    const generated = await options.relayUrl.inputValue();
    await options.saveIn('Notifications').click();
    await expect
      .poll(() => serviceWorker.evaluate(async () => (await chrome.storage.local.get('preferences')).preferences))
      .toMatchObject({ relayUrl: generated });
  });

  test('the Undo wait is saved and comes back; one out of range is marked and kept', async ({
    openPage,
    serviceWorker,
  }) => {
    void serviceWorker;
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    const wait = options.page.getByRole('textbox', { name: 'Undo send: wait before sending (seconds)' });
    await expect(wait).toHaveValue('5');
    await expect(wait).toHaveAccessibleDescription(/^From 0 to 30\./);
    await wait.fill('45');
    await options.saveIn('Defaults').click();
    await expect(wait).toHaveAttribute('aria-invalid', 'true');
    await expect(wait).toHaveAccessibleDescription(/Enter a whole number of seconds from 0 to 30\./);
    await expect(wait).toHaveValue('45');
    await wait.fill('12');
    await options.saveIn('Defaults').click();
    await expect(options.status).toHaveText(/^Settings saved\./);
    await options.page.reload();
    await options.ready();
    await expect(wait).toHaveValue('12');
    expect(
      await serviceWorker.evaluate(
        async () =>
          ((await chrome.storage.local.get('preferences')).preferences as { undoSeconds?: number }).undoSeconds,
      ),
    ).toBe(12);
  });
});
