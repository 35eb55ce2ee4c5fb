/**
 * The side panel (Chrome's side panel; Firefox's sidebar loads the same sidepanel.html) uploads as the popup does:
 * from the computer, a pasted image, and "Attach a screenshot" of the page beside it — each attached. Its page is
 * opened in a small window of its own, as beside-page.spec.ts explains (a real side panel needs a person's gesture).
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, signIn, type SandboxState } from '../composer/composer-page';
import { clickToolbarButton } from '../composer/action-click';
import { PNG, useTestSite } from './test-site';

const site = useTestSite();

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

/** The article in front, and the side panel's page in a window of its own; the article brought back to the front. */
async function panelBeside(ctx: BrowserContext, worker: Worker, article: Page) {
  const opened = ctx.waitForEvent('page', { predicate: (p) => p.url().includes('/sidepanel.html'), timeout: 15_000 });
  await worker.evaluate(() =>
    chrome.windows.create({ url: chrome.runtime.getURL('/sidepanel.html'), type: 'popup', width: 420, height: 720 }),
  );
  const panel = composerPage(await opened);
  await panel.ready();
  await article.bringToFront();
  return panel;
}

async function openArticle(ctx: BrowserContext): Promise<Page> {
  const article = await ctx.newPage();
  await article.goto(`${site.origin}/article`);
  await article.bringToFront();
  return article;
}

const mediaCount = async (controls: { state(): Promise<unknown> }) =>
  ((await controls.state()) as SandboxState).media.length;

test('the side panel uploads a file from the computer and attaches it', async ({
  extContext,
  serviceWorker,
  controls,
}) => {
  test.slow(); // a browser, the sandbox and a test site on a shared two-core machine
  const panel = await panelBeside(extContext, serviceWorker, await openArticle(extContext));
  const before = await mediaCount(controls);
  await panel.page
    .getByLabel('Upload from computer')
    .setInputFiles({ name: 'beans.png', mimeType: 'image/png', buffer: PNG });
  await expect(panel.page.getByText('Uploaded and attached.')).toBeVisible({ timeout: 15_000 });
  expect(await mediaCount(controls)).toBe(before + 1);
  const uploaded = ((await controls.state()) as SandboxState).media.at(-1)!;
  await expect(panel.button(`Remove ${uploaded.media_id}`)).toBeVisible();
  await expect(panel.page.getByText(/could not|refused|not allowed/i)).toHaveCount(0);
});

test('an image pasted into the side panel uploads and attaches', async ({ extContext, serviceWorker, controls }) => {
  test.slow();
  const panel = await panelBeside(extContext, serviceWorker, await openArticle(extContext));
  const before = await mediaCount(controls);
  await panel.text.fill('Pasted beside the page');
  await panel.page.locator('#qp-text').evaluate((el, base64) => {
    const data = new DataTransfer();
    data.items.add(
      new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], 'paste.png', { type: 'image/png' }),
    );
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, PNG.toString('base64'));
  await expect(panel.page.getByText('Uploaded and attached.')).toBeVisible({ timeout: 15_000 });
  expect(await mediaCount(controls)).toBe(before + 1);
  const uploaded = ((await controls.state()) as SandboxState).media.at(-1)!;
  await expect(panel.button(`Remove ${uploaded.media_id}`)).toBeVisible();
  await expect(panel.text).toHaveValue('Pasted beside the page');
});

test('a screenshot of the page beside the side panel is cropped, uploaded and attached', async ({
  extContext,
  serviceWorker,
  controls,
}) => {
  test.slow();
  const article = await openArticle(extContext);
  // The toolbar button pressed on the article grants activeTab for it, as the click that opens a side panel does.
  const popup = await clickToolbarButton(extContext, serviceWorker, `${site.origin}/article`);
  await popup.close();
  const panel = await panelBeside(extContext, serviceWorker, article);
  const before = await mediaCount(controls);
  await panel.button('Attach media').click();
  await panel.button('Attach a screenshot').click();
  const dialog = panel.page.getByRole('dialog', { name: 'Crop the screenshot' });
  await expect(dialog.getByRole('group', { name: 'Crop area' })).toBeFocused();
  await dialog.getByRole('group', { name: 'Crop area' }).press('Enter');
  // The crop is encoded at the capture's full size first: on a loaded machine that has taken over 5 s.
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect.poll(() => mediaCount(controls), { timeout: 15_000 }).toBe(before + 1);
  const uploaded = ((await controls.state()) as SandboxState).media.at(-1)!;
  expect(uploaded.type).toBe('image');
  await expect(panel.button(`Remove ${uploaded.media_id}`)).toBeVisible();
});
