/**
 * First run (issue 26): a fresh profile installs the build → the welcome page opens, once; the person connects with
 * the key there; reloading the extension (what an update does) does not open it again.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { launchWithExtension } from '../../scripts/chromium';
import { expect, test } from './fixtures/extension';

interface DeveloperPrivate {
  updateProfileConfiguration(o: { inDeveloperMode: boolean }): Promise<void>;
  reload(id: string, o: { failQuietly: boolean }): Promise<void>;
}

const welcomePages = (context: BrowserContext) => context.pages().filter((p) => p.url().endsWith('/welcome.html'));

test.setTimeout(60_000);

test('installing opens the welcome page once; connect there with the key; a reload of the extension does not reopen it', async ({
  sandbox,
}) => {
  const browser = await launchWithExtension({ welcome: 'keep' });
  try {
    const context = browser.context;
    // A new tab's address may still be about:blank when its page event comes: look for it until it is there.
    await expect.poll(() => welcomePages(context).length, { timeout: 15_000 }).toBe(1);
    const welcome: Page = welcomePages(context)[0]!;
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(
      (url) => chrome.storage.local.set({ serviceAddresses: { apiUrl: url, appUrl: url } }),
      sandbox.url,
    );
    await welcome.reload(); // the page read the build's default addresses before this run's sandbox was set

    await expect(welcome.getByRole('heading', { name: 'Welcome to Quickpost', level: 1 })).toBeVisible();
    await expect(welcome.getByRole('heading', { name: '1. With your API key' })).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(welcome.getByText('Or press Ctrl+Shift+L to open the composer on the page.')).toBeVisible();
    for (const menu of ['Schedule this page', 'Post selected text', 'Schedule this link', 'Post this image'])
      await expect(welcome.getByRole('listitem').filter({ hasText: new RegExp(`^${menu}$`) })).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy.html');

    await welcome.getByRole('textbox', { name: 'API key' }).fill('smm_demo');
    await welcome.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(welcome.getByRole('status')).toContainText('Connected as');
    expect(welcomePages(context)).toHaveLength(1);

    // The privacy policy is an extension page, in the browser's language.
    await welcome.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(welcome.getByRole('heading', { name: 'Quickpost privacy policy', level: 1 })).toBeVisible();
    await expect(welcome.getByRole('heading', { name: 'How to delete it all' })).toBeVisible();

    // A reload of the extension is an update to it (onInstalled reason 'update'): its pages close, the worker starts
    // anew, and no welcome page opens.
    const extensionId = new URL(worker.url()).host;
    // As chrome://extensions' reload button does (docs/stack-notes.md: developerPrivate from that page).
    const extensions = await context.newPage();
    await extensions.goto('chrome://extensions/');
    // Without developer mode, Chromium disables a reloaded unpacked extension ("unsupportedDeveloperExtension").
    await extensions.evaluate(async (id) => {
      const dev = (chrome as unknown as { developerPrivate: DeveloperPrivate }).developerPrivate;
      await dev.updateProfileConfiguration({ inDeveloperMode: true });
      await dev.reload(id, { failQuietly: true });
    }, extensionId);
    await expect.poll(() => welcomePages(context).length).toBe(0); // the extension's pages closed with the reload
    const popup = await context.newPage();
    await expect(async () => {
      await popup.goto(`chrome-extension://${extensionId}/popup.html`);
      await expect(popup.getByRole('textbox', { name: 'Post text' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    // Still connected: the composer above, not the connect screen.
    await popup.waitForTimeout(1500); // the window in which the install opened its page
    expect(welcomePages(context)).toHaveLength(0);
  } finally {
    await browser.close();
  }
});
