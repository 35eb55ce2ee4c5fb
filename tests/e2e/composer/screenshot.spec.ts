/**
 * "Attach a screenshot" (docs/design.md §3.7) in Chromium: the composer opened from the toolbar button on a real
 * page (./action-click.ts: the grant a person's click gives). The crop is uploaded to the sandbox, and the PNG the
 * sandbox stored is measured.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { useTestSite } from '../ways-in/test-site';
import { composerPage, type SandboxState } from './composer-page';
import { clickToolbarButton } from './action-click';

const site = useTestSite();

/** The article in front, then the toolbar button pressed on it: the popup, with the activeTab grant for the article. */
async function popupOnArticle(ctx: BrowserContext, worker: Worker): Promise<Page> {
  const article = await ctx.newPage();
  await article.goto(`${site.origin}/article`);
  await article.bringToFront();
  return clickToolbarButton(ctx, worker, `${site.origin}/article`);
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The newest image in the sandbox, measured from the file it stored. */
async function newestUpload(
  controls: { state(): Promise<unknown> },
  before: number,
): Promise<{ width: number; height: number }> {
  let media: { media_id: string; url: string; mime_type: string }[] = [];
  await expect
    .poll(async () => (media = ((await controls.state()) as { media: typeof media }).media).length, { timeout: 15_000 })
    .toBe(before + 1);
  const item =
    media.find((m) => !['image-1', 'image-2'].includes(m.media_id) && m.mime_type === 'image/png') ?? media.at(-1)!;
  return pngSize(Buffer.from(await (await fetch(item.url)).arrayBuffer()));
}

const sizeShown = async (dialog: import('@playwright/test').Locator) => {
  const [, width, height] = /(\d+) × (\d+)/.exec(
    (await dialog.getByText(/^Selected: \d+ × \d+ pixels$/).textContent())!,
  )!;
  return { width: Number(width), height: Number(height) };
};

test('a screenshot cropped with the keyboard is uploaded at the crop’s pixel size and attached', async ({
  extContext,
  serviceWorker,
  controls,
}) => {
  const before = ((await controls.state()) as SandboxState).media.length;
  const c = await composerPage(await popupOnArticle(extContext, serviceWorker)).ready();
  await c.account('Whitfield Coffee', 'Instagram').check();
  await c.text.fill('Cupping notes, as they look today.');
  await c.button('Attach media').click();
  await c.button('Attach a screenshot').click();

  const dialog = c.page.getByRole('dialog', { name: 'Crop the screenshot' });
  const area = dialog.getByRole('group', { name: 'Crop area' });
  await expect(area).toBeFocused();
  await expect(area).toHaveAccessibleDescription(/arrow keys move the selection/);
  const full = await sizeShown(dialog);
  expect(full.width).toBeGreaterThan(300);
  for (let i = 0; i < 20; i += 1) await c.page.keyboard.press('Shift+ArrowLeft');
  for (let i = 0; i < 10; i += 1) await c.page.keyboard.press('Shift+ArrowUp');
  for (let i = 0; i < 3; i += 1) await c.page.keyboard.press('ArrowRight');
  await c.page.keyboard.press('Alt+ArrowDown');
  const crop = await sizeShown(dialog);
  expect(crop).toEqual({ width: full.width - 200, height: full.height - 100 });
  await c.page.keyboard.press('Enter');

  await expect(dialog).toBeHidden({ timeout: 15_000 }); // the crop is encoded first (over 5 s on a loaded machine)
  expect(await newestUpload(controls, before)).toEqual(crop);
  await expect(c.page.getByRole('button', { name: /^Remove/ })).toHaveCount(1); // attached in the composer
  await expect(c.button('Attach a screenshot')).toBeFocused();
});

test('a screenshot cropped by dragging with the pointer is uploaded at the crop’s pixel size', async ({
  extContext,
  serviceWorker,
  controls,
}) => {
  const before = ((await controls.state()) as SandboxState).media.length;
  const c = await composerPage(await popupOnArticle(extContext, serviceWorker)).ready();
  await c.account('Whitfield Coffee', 'Instagram').check();
  await c.button('Attach media').click();
  await c.button('Attach a screenshot').click();
  const dialog = c.page.getByRole('dialog', { name: 'Crop the screenshot' });
  const area = dialog.getByRole('group', { name: 'Crop area' });
  await expect(dialog.getByText(/^Selected: /)).toBeVisible();
  const box = (await area.boundingBox())!;
  await c.page.mouse.move(box.x + 20, box.y + 15);
  await c.page.mouse.down();
  await c.page.mouse.move(box.x + 120, box.y + 60, { steps: 5 });
  await c.page.mouse.move(box.x + 220, box.y + 95, { steps: 5 });
  await c.page.mouse.up();
  const crop = await sizeShown(dialog);
  const full = await area.evaluate((el) => ({
    width: el.querySelector('img')!.naturalWidth,
    shown: el.querySelector('img')!.getBoundingClientRect().width,
  }));
  const scale = full.width / full.shown; // the capture's own pixels per pixel on screen
  expect(Math.abs(crop.width - 200 * scale)).toBeLessThanOrEqual(2 * scale);
  expect(Math.abs(crop.height - 80 * scale)).toBeLessThanOrEqual(2 * scale);
  await dialog.getByRole('button', { name: 'Attach this part' }).click();
  expect(await newestUpload(controls, before)).toEqual(crop);
});

test('Escape cancels the crop: nothing is uploaded', async ({ extContext, serviceWorker, controls }) => {
  const before = (await controls.state()) as SandboxState & { counters: { write: { used: number } } };
  const c = await composerPage(await popupOnArticle(extContext, serviceWorker)).ready();
  await c.button('Attach media').click();
  await c.button('Attach a screenshot').click();
  const dialog = c.page.getByRole('dialog', { name: 'Crop the screenshot' });
  await expect(dialog.getByRole('group', { name: 'Crop area' })).toBeFocused();
  await c.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(c.button('Attach a screenshot')).toBeFocused();
  const after = (await controls.state()) as SandboxState & { counters: { write: { used: number } } };
  expect(after.media.length).toBe(before.media.length);
  expect(after.counters.write.used).toBe(before.counters.write.used);
});

test('without the toolbar button’s grant, the composer says what to do instead', async ({ openPage, controls }) => {
  void controls;
  const c = await composerPage(await openPage('popup.html')).ready(); // a tab of its own: no page was granted
  await c.button('Attach media').click();
  await c.button('Attach a screenshot').click();
  await expect(
    c.page.getByRole('alert').filter({ hasText: 'Quickpost may not take a picture of this tab' }),
  ).toBeVisible();
});

test('a composer window whose page is not in front says so; with the page back in front, pressing again takes it', async ({
  extContext,
  serviceWorker,
}) => {
  const article = await extContext.newPage();
  await article.goto(`${site.origin}/article`);
  await article.bringToFront();
  await (await clickToolbarButton(extContext, serviceWorker, `${site.origin}/article`)).close(); // the grant
  const opened = extContext.waitForEvent('page', { predicate: (p) => p.url().includes('/composer.html') });
  await serviceWorker.evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url });
    await chrome.windows.create({
      url: chrome.runtime.getURL(`/composer.html?tab=${tab!.id}`),
      type: 'popup',
      width: 420,
      height: 640,
    });
  }, `${site.origin}/article`);
  const c = await composerPage(await opened).ready();
  const other = await extContext.newPage(); // another tab now in front of the article, in its window
  await c.button('Attach media').click();
  await c.button('Attach a screenshot').click();
  await expect(c.page.getByRole('alert').filter({ hasText: 'is not in front: switch back to it' })).toBeVisible();

  await other.close();
  await c.button('Attach a screenshot').click();
  await expect(c.page.getByRole('dialog', { name: 'Crop the screenshot' })).toBeVisible();
});
