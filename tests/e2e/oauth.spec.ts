import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/extension';
import { optionsPage, type OptionsPage } from './pages/options-page';

const SIGNED_IN = /^Signed in\. Connected as .+ — 10 accounts\.$/;

/** Clicks Sign in and answers the consent page that opens (it arrives as a page event: docs/stack-notes.md). */
async function consent(options: OptionsPage, decision: 'Approve' | 'Deny'): Promise<void> {
  const consentPage: Promise<Page> = options.page.context().waitForEvent('page');
  await options.signIn.click();
  const page = await consentPage;
  await page.getByRole('button', { name: decision }).click();
}

test.describe('options: sign in with OAuth', () => {
  test('signs in through the consent page with an app registered at test time; the token works', async ({
    openPage,
    serviceWorker,
    extensionId,
    controls,
    broker,
    sandbox,
  }) => {
    const redirectUrl = `https://${extensionId}.chromiumapp.org/`;
    const app = await controls.registerApp('Quickpost E2E', redirectUrl);
    broker.useApp(app);
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    // The page shows the redirect URL to register, and the sign-in service is a setting.
    await expect(options.page.getByText(redirectUrl)).toBeVisible();
    await options.clientId.fill(app.client_id);
    await options.saveIn('Service').click();
    await expect(options.status).toHaveText(/^Settings saved\. Not connected/);

    await consent(options, 'Approve');
    await expect(options.status).toHaveText(SIGNED_IN);
    await expect(options.signOut).toBeVisible();
    await expect(options.signIn).toBeHidden();

    const { credential } = await serviceWorker.evaluate(() => chrome.storage.local.get('credential'));
    expect(credential).toMatchObject({ kind: 'bearer', token: expect.stringMatching(/^svc_tok_/) });
    const token = (credential as { token: string }).token;
    const accounts = await fetch(`${sandbox.url}/developers/v1/accounts`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(accounts.status).toBe(200);
    expect(broker.logs.join('\n')).not.toContain(token);

    await options.signOut.click();
    await expect(options.status).toHaveText(/^Signed out\. Not connected/);
    expect((await serviceWorker.evaluate(() => chrome.storage.local.get('credential'))).credential ?? null).toBeNull();
  });

  test('a denied consent is explained and signs nobody in', async ({ openPage, serviceWorker }) => {
    void serviceWorker;
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await consent(options, 'Deny');
    await expect(options.alert).toHaveText(
      /^You declined access on the service’s consent page, so Quickpost is not signed in\./,
    );
    await expect(options.status).toHaveText(/^Not connected/);
  });

  test('a revoked token signs out with "sign in again" on the next call', async ({
    openPage,
    serviceWorker,
    controls,
  }) => {
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await consent(options, 'Approve');
    await expect(options.status).toHaveText(SIGNED_IN);
    const { credential } = await serviceWorker.evaluate(() => chrome.storage.local.get('credential'));
    await controls.revokeToken((credential as { token: string }).token);

    await options.checkConnection.click();
    await expect(options.alert).toHaveText(/no longer valid: sign in again/);
    await expect(options.status).toHaveText(/^You were signed out: .* Sign in again\.$/);
    await expect(options.signIn).toBeVisible();
  });

  test('closing the consent window is explained, naming the redirect URL', async ({
    openPage,
    serviceWorker,
    extensionId,
  }) => {
    void serviceWorker;
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    const consentPage = options.page.context().waitForEvent('page');
    await options.signIn.click();
    await (await consentPage).close();
    await expect(options.alert).toHaveText(/^The sign-in window was closed before signing in finished/);
    await expect(options.alert).toContainText(`https://${extensionId}.chromiumapp.org/`);
  });

  test('an unreachable broker is explained after consent', async ({ openPage, serviceWorker }) => {
    void serviceWorker;
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await options.brokerUrl.fill('http://127.0.0.1:9'); // discard port: nothing listens
    await options.saveIn('Service').click();
    await expect(options.status).toHaveText(/^Settings saved/);
    await consent(options, 'Approve');
    await expect(options.alert).toHaveText(
      /^Quickpost could not reach the sign-in broker at http:\/\/127\.0\.0\.1:9: check the Broker URL/,
    );
    await expect(options.status).toHaveText(/^Not connected/);
  });
});
