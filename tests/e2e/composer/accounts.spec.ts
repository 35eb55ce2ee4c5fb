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

test('without a key, the popup says how to connect in one screen with one button, and keeps the draft', async ({
  openPage,
  serviceWorker,
  extContext,
}) => {
  const page = await openPage('popup.html');
  const c = await composerPage(page).ready();
  await c.text.fill('Written before signing out.');
  await page.reload();
  await expect(c.text).toHaveValue('Written before signing out.');

  await serviceWorker.evaluate(() => chrome.storage.local.remove('credential'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Quickpost' })).toBeVisible();
  await expect(page.getByText('Connect it to your account first, with your API key or by signing in.')).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(1);
  const welcome = extContext.waitForEvent('page');
  await page.getByRole('button', { name: 'Connect Quickpost' }).click();
  await expect(await welcome).toHaveURL(/\/welcome\.html$/);

  await signIn(serviceWorker);
  const again = await openPage('popup.html');
  await expect(composerPage(again).text).toHaveValue('Written before signing out.');
});
