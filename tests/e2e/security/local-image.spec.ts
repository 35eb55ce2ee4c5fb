/**
 * "Post this image" and the person's own network (points 3 and 5), in Chromium: a page's image on a local
 * address is not fetched until the person confirms the address by name, nothing is uploaded before they attach it,
 * and an image URL with a bad % escape ends in the image, not a stuck composer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, signIn, type SandboxState } from '../composer/composer-page';
import { PNG } from '../ways-in/test-site';

let server: Server;
let origin: string;
const hits: string[] = [];

test.beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/article')
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Article</title><img src="/x.png">');
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
  hits.length = 0;
});

/** The article in a tab, then "Post this image" through the browser's own onClicked event; the composer that opens. */
async function postImage(ctx: BrowserContext, worker: Worker, srcUrl: string) {
  const page: Page = await ctx.newPage();
  await page.goto(`${origin}/article`);
  await page.bringToFront();
  const opened = ctx.waitForEvent('page', {
    predicate: (p) => /\/(popup|composer)\.html/.test(p.url()),
    timeout: 15_000,
  });
  await worker.evaluate(
    async ({ srcUrl, url }) => {
      const [tab] = await chrome.tabs.query({ url: `${url}/article` });
      (chrome.contextMenus.onClicked as unknown as { dispatch(info: unknown, tab: unknown): void }).dispatch(
        { menuItemId: 'quickpost-image', mediaType: 'image', srcUrl, editable: false, frameId: 0, pageUrl: tab!.url },
        tab,
      );
    },
    { srcUrl, url: origin },
  );
  return composerPage(await opened);
}

const mediaCount = async (controls: { state(): Promise<unknown> }) =>
  ((await controls.state()) as SandboxState).media.length;

test('a local image is fetched only after the person confirms its address, and uploaded only when attached', async ({
  extContext,
  serviceWorker,
  controls,
}) => {
  const before = await mediaCount(controls);
  hits.length = 0;
  const c = await postImage(extContext, serviceWorker, `${origin}/admin/delete-everything?confirm=yes`);
  const host = origin.replace('http://', '');
  await expect(c.form).toContainText(`This image is on your own computer or local network (${host}). Fetch it?`, {
    timeout: 10_000,
  });
  expect(
    hits.filter((h) => h.startsWith('/admin')),
    'no request reached the local address',
  ).toEqual([]);

  await c.button('Fetch it').click();
  await expect(c.page.getByRole('img', { name: 'The image from the page' })).toBeVisible({ timeout: 10_000 });
  expect(hits.filter((h) => h.startsWith('/admin'))).toHaveLength(1);
  expect(await mediaCount(controls), 'nothing uploaded before the person attaches it').toBe(before);

  await c.button('Attach image').click();
  await expect(c.page.getByRole('button', { name: /^Remove image-\d+$/ })).toHaveCount(1, { timeout: 10_000 });
  expect(await mediaCount(controls)).toBe(before + 1);
});

test('an image URL with a bad % escape ends in the image, not on "Fetching the image…"', async ({
  extContext,
  serviceWorker,
}) => {
  const c = await postImage(extContext, serviceWorker, `${origin}/100%.png`);
  await c.button('Fetch it').click({ timeout: 10_000 });
  await expect(c.page.getByRole('img', { name: 'The image from the page' })).toBeVisible({ timeout: 10_000 });
  await expect(c.form).not.toContainText('Fetching the image');
});
