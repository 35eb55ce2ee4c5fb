/**
 * A refused API key on the settings page (docs/design.md §3.1): said next to the "API key" field, never beside a
 * "saved", with the key that stays in use named; what was typed stays in the box.
 */
import { expect, test } from './fixtures/extension';
import { optionsPage } from './pages/options-page';

test('5. a refused key is said next to its field, the page does not say "saved", and the previous key is named as still in use', async ({
  openPage,
  serviceWorker,
}) => {
  const options = optionsPage(await openPage('options.html'));
  await options.ready();
  await options.saveKey('smm_demo');
  await expect(options.status).toHaveText(/^Settings saved\. Connected as/);

  await options.saveKey('smm_revoked');
  await expect(options.apiKey).toHaveAttribute('aria-invalid', 'true');
  await expect(options.apiKey).toHaveAccessibleDescription(/The service refused this API key/);
  await expect(options.apiKey).toHaveAccessibleDescription(/previous key \(smm_••••\) is still in use/);
  await expect(options.apiKey).toHaveValue('smm_revoked'); // what was typed stays
  await expect(options.page.getByText(/settings saved/i)).toHaveCount(0);
  await expect(options.page.getByText(/Nothing was changed/)).toHaveCount(0);
  // Said once: the explanation is not repeated at the bottom of the page.
  await expect(options.page.getByText(/The service refused this API key/)).toHaveCount(1);
  expect((await serviceWorker.evaluate(() => chrome.storage.local.get('credential'))).credential).toMatchObject({
    key: 'smm_demo',
  });

  // Corrected: the mark goes.
  await options.apiKey.fill('smm_demo');
  await expect(options.apiKey).not.toHaveAttribute('aria-invalid', 'true');
});

test('5b. a refused first key says Quickpost is not connected, next to the field', async ({ openPage }) => {
  const options = optionsPage(await openPage('options.html'));
  await options.ready();
  await options.saveKey('smm_revoked');
  await expect(options.apiKey).toHaveAttribute('aria-invalid', 'true');
  await expect(options.apiKey).toHaveAccessibleDescription(/The service refused this API key.*not connected/);
  await expect(options.page.getByText(/settings saved/i)).toHaveCount(0);
});
