/**
 * "From this page" (docs/design.md §3.7 "Images from the page"): opened on a page, "Attach media" offers the page's
 * preview image and its largest pictures; the one picked is fetched and uploaded by the rules of "Post this image" —
 * the test page is on 127.0.0.1, a local address, so the person's word comes first — and attached.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, type SandboxState } from '../composer/composer-page';
import { useTestSite } from './test-site';

const site = useTestSite();

/** The toolbar popup on a tab showing `url`. */
async function popupOn(
  ctx: BrowserContext,
  worker: { evaluate(f: () => unknown): Promise<unknown> },
  url: string,
): Promise<Page> {
  const tab = await ctx.newPage();
  await tab.goto(url);
  await tab.bringToFront();
  const opened = ctx.waitForEvent('page', { predicate: (p) => /\/popup\.html/.test(p.url()), timeout: 15_000 });
  await worker.evaluate(() => chrome.action.openPopup());
  return opened;
}

test('From this page: the preview image and the large picture, not the icon; the picked one is confirmed, uploaded once and attached', async ({
  extContext,
  serviceWorker,
  controls,
}) => {
  const c = composerPage(await popupOn(extContext, serviceWorker, `${site.origin}/gallery`));
  await expect(c.text).toHaveValue(/Autumn blend/);
  const before = ((await controls.state()) as SandboxState).media.length;
  await c.button('Attach media').click();
  await c.button('From this page').click();
  const images = c.page.getByRole('region', { name: 'Images from this page' });
  await expect(images.getByRole('button')).toHaveCount(2);
  await expect(images.getByRole('button', { name: 'Image from the page, 240 × 180' })).toBeVisible();
  // Named by the page but never shown by it, on a local address: no thumbnail (that would reach it unasked), its host instead.
  const preview = images.getByRole('button', { name: 'The page’s preview image' });
  await expect(preview).toContainText(new URL(site.origin).host);

  await preview.click();
  // The question is asked next to the picked image, the images still open behind it.
  const question = images.getByRole('group', { name: 'The page’s preview image' });
  await expect(question).toContainText(`${new URL(site.origin).host}`, { timeout: 10_000 });
  await expect(images.getByRole('button', { name: 'Image from the page, 240 × 180' })).toBeVisible();
  await question.getByRole('button', { name: 'Fetch it' }).click();
  await expect(c.page.getByRole('button', { name: /^Remove image-\d+$/ })).toHaveCount(1, { timeout: 10_000 });
  await expect(c.text).toHaveValue(/Autumn blend/); // the text stays as it was
  const state = (await controls.state()) as SandboxState & { counters: { write: { used: number } } };
  expect(state.media).toHaveLength(before + 1);
  expect(state.counters.write.used).toBe(1);
  const draft = await serviceWorker.evaluate(() => chrome.storage.local.get('draft'));
  const attached = (draft.draft as { attachments: { media_id: string }[] }).attachments.map((a) => a.media_id);
  expect(attached).toHaveLength(1);
  expect(state.media.map((m) => m.media_id)).toContain(attached[0]);
});

test('on a browser page, From this page says it cannot read the page and what to do instead', async ({
  extContext,
  serviceWorker,
}) => {
  const c = composerPage(await popupOn(extContext, serviceWorker, 'chrome://version/'));
  await c.button('Attach media').click();
  await c.button('From this page').click();
  await expect(c.page.getByRole('region', { name: 'Images from this page' }).getByRole('status')).toContainText(
    'Upload from computer',
  );
});
