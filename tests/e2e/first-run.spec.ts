/**
 * First run: a fresh profile installs the build → the welcome page opens, once; it names the composer's shortcut as
 * the browser has it, or where to choose one; the person connects there; a reload of the extension does not reopen it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { launchWithExtension } from '../../scripts/chromium';
import { expect, machineFree, test } from './fixtures/extension';

interface DeveloperPrivate {
  updateProfileConfiguration(o: { inDeveloperMode: boolean }): Promise<void>;
  updateExtensionCommand(o: { extensionId: string; commandName: string; keybinding: string }): Promise<void>;
  reload(id: string, o: { failQuietly: boolean }): Promise<void>;
}

const welcomePages = (context: BrowserContext) => context.pages().filter((p) => p.url().endsWith('/welcome.html'));
const NO_SHORTCUT = 'No keyboard shortcut opens the composer yet: choose one at chrome://extensions/shortcuts.';

test('installing opens the welcome page once; it names the shortcut or where to set one; connect there; a reload does not reopen it', async ({
  sandbox,
}) => {
  const browser = await launchWithExtension({ ...machineFree({ lang: undefined, args: [] }), welcome: 'keep' });
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
    // Whatever this browser made of the suggested key: the page says the key, or where to choose one.
    const commands = await worker.evaluate(() => chrome.commands.getAll());
    const keys = commands.find((c) => c.name === 'open-composer')?.shortcut;
    await expect(
      welcome.getByText(keys ? `Or press ${keys} to open the composer on the page.` : NO_SHORTCUT),
    ).toBeVisible();
    for (const menu of ['Schedule this page', 'Post selected text', 'Schedule this link', 'Post this image'])
      await expect(welcome.getByRole('listitem').filter({ hasText: new RegExp(`^${menu}$`) })).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy.html');

    await welcome.getByRole('textbox', { name: 'API key' }).fill('smm_demo');
    await welcome.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(welcome.getByRole('status')).toContainText('Connected as');
    expect(welcomePages(context)).toHaveLength(1);

    // No shortcut (the browser gave none, or the person removed it): cleared as chrome://extensions/shortcuts does.
    const extensionId = new URL(worker.url()).host;
    const extensions = await context.newPage();
    await extensions.goto('chrome://extensions/');
    await extensions.evaluate(async (id) => {
      const dev = (chrome as unknown as { developerPrivate: DeveloperPrivate }).developerPrivate;
      await dev.updateExtensionCommand({ extensionId: id, commandName: 'open-composer', keybinding: '' });
    }, extensionId);
    await welcome.reload();
    await expect(welcome.getByText(NO_SHORTCUT)).toBeVisible();
    const shortcutsTab = context.waitForEvent('page');
    await welcome.getByRole('button', { name: 'Choose a shortcut' }).click();
    await expect(await shortcutsTab).toHaveURL('chrome://extensions/shortcuts');

    // The privacy policy is an extension page, in the browser's language.
    await welcome.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(welcome.getByRole('heading', { name: 'Quickpost privacy policy', level: 1 })).toBeVisible();
    await expect(welcome.getByRole('heading', { name: 'How to delete it all' })).toBeVisible();

    // A reload of the extension is an update to it (onInstalled reason 'update'): its pages close, the worker starts
    // anew, and no welcome page opens. As chrome://extensions' reload button does (developerPrivate, stack-notes).
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
    // Still connected: the composer above, not the connect screen. The new worker answered the popup, so its
    // onInstalled ran; a tab it created is known to the browser before the worker's next call is answered.
    const reloaded = context.serviceWorkers().at(-1)!;
    const welcomeTabs = await reloaded.evaluate(() =>
      chrome.tabs.query({ url: chrome.runtime.getURL('/welcome.html') }),
    );
    expect(welcomeTabs).toHaveLength(0);
    expect(welcomePages(context)).toHaveLength(0);
  } finally {
    await browser.close();
  }
});
