import { expect, test } from '../fixtures/extension';
import { composerPage, signIn, type SandboxState } from './composer-page';

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

test('shows avatar, name, @username and platform; a disconnected account disappears on refresh and is unselected', async ({
  openPage,
  controls,
  sandbox,
}) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  const tiktok = c.account('Whitfield Coffee', 'TikTok');
  await expect(tiktok).toHaveAccessibleDescription('@whitfield.coffee · TikTok');
  await expect(
    c.page.getByRole('listitem').filter({ hasText: '@whitfield.coffee · TikTok' }).locator('img'),
  ).toHaveAttribute('src', /avatars/);
  await tiktok.check();

  const { accounts } = (await controls.state()) as SandboxState;
  const id = accounts.find((a) => a.type === 'tiktok')!.id;
  await fetch(`${sandbox.url}/__sandbox/accounts/disconnect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'demo', id }),
  });
  await c.button('Refresh accounts').click();
  await expect(tiktok).toHaveCount(0);
  await expect(
    c.page.getByText('One account you had chosen is no longer connected to the service, so it was unselected.'),
  ).toBeVisible();
});

test('without a key, the composer says what to do and keeps the text', async ({ openPage, serviceWorker }) => {
  await serviceWorker.evaluate(() => chrome.storage.local.remove('credential'));
  const page = await openPage('popup.html');
  const c = composerPage(page);
  await expect(
    c.form.getByText('Quickpost is not connected to the service: add an API key or sign in on the settings page.'),
  ).toBeVisible();
  await expect(c.button('Open settings')).toBeVisible();
  await c.text.fill('Written before signing in.');
  await page.reload();
  await expect(c.text).toHaveValue('Written before signing in.');
});
