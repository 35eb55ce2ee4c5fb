/**
 * Nothing local without asking, at any redirect hop (docs/security.md): in Chromium, public-looking names
 * (`news.example`, `cdn.example`) and local ones (`router`, `nas.home.arpa`, `db.internal`) all resolve to one test
 * server on 127.0.0.1 (`--host-resolver-rules`), which records every request. Its `/local/…` paths stand for the
 * person's own network: no test may see a request reach them unless the person confirmed that address.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, signIn } from '../composer/composer-page';
import { PNG, solidPng } from '../ways-in/test-site';

const PHOTO = solidPng(240, 180, [60, 110, 160]);

test.use({
  browserArgs: [
    '--host-resolver-rules=MAP *.example 127.0.0.1, MAP router 127.0.0.1, MAP nas.home.arpa 127.0.0.1, MAP db.internal 127.0.0.1',
  ],
});

let server: Server;
let port: number;
const hits: string[] = [];
const local = () => hits.filter((h) => h.includes('/local/'));

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.push(`${req.headers.host?.split(':')[0]} ${url.pathname}`);
    const at = (host: string, path: string) => `http://${host}:${port}${path}`;
    // A public CDN's redirects are readable cross-origin too: the browser shows the extension an opaque redirect.
    const redirect = (to: string) =>
      void res.writeHead(302, { location: to, 'access-control-allow-origin': '*' }).end();
    switch (url.pathname) {
      case '/page':
        return void res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(
            `<title>Roastery news</title><meta property="og:image" content="${at('cdn.example', '/og-hop.png')}">` +
              `<h1>News</h1><img src="${at('cdn.example', '/photo.png')}" width="240" height="180" alt="Photo">`,
          );
      case '/og-hop.png':
        return redirect(at('127.0.0.1', '/local/og.png'));
      case '/chain.png':
        return redirect(at('127.0.0.1', '/local/chain.png'));
      case '/local/chain.png':
        return redirect(at('cdn.example', '/final.png'));
      case '/photo.png':
        return void res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(PHOTO);
      default:
        // Every picture, readable cross-origin (so the background may read it without a host permission).
        return void res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(PNG);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
  hits.length = 0;
});

/** "Post this image" on `srcUrl`, through the browser's own onClicked event, from a tab on the news page. */
async function postImage(ctx: BrowserContext, worker: Worker, srcUrl: string) {
  const page: Page = await ctx.newPage();
  await page.goto(`http://news.example:${port}/page`);
  await page.bringToFront();
  const opened = ctx.waitForEvent('page', {
    predicate: (p) => /\/(popup|composer)\.html/.test(p.url()),
    timeout: 15_000,
  });
  await worker.evaluate(
    async ({ srcUrl, pageUrl }) => {
      const [tab] = await chrome.tabs.query({ url: pageUrl });
      (chrome.contextMenus.onClicked as unknown as { dispatch(info: unknown, tab: unknown): void }).dispatch(
        { menuItemId: 'quickpost-image', mediaType: 'image', srcUrl, editable: false, frameId: 0, pageUrl },
        tab,
      );
    },
    { srcUrl, pageUrl: `http://news.example:${port}/page` },
  );
  return composerPage(await opened);
}

test('From this page: an og:image that redirects to a local address is never followed — not for its thumbnail, not when picked', async ({
  extContext,
  serviceWorker,
}) => {
  // The page on 127.0.0.1, which the demo build may read (openPopup grants no activeTab); its pictures elsewhere.
  const tab = await extContext.newPage();
  await tab.goto(`http://127.0.0.1:${port}/page`);
  await tab.bringToFront();
  const opened = extContext.waitForEvent('page', { predicate: (p) => /\/popup\.html/.test(p.url()) });
  await serviceWorker.evaluate(() => chrome.action.openPopup());
  const c = composerPage(await opened);
  hits.length = 0;
  await c.button('Attach media').click();
  await c.button('From this page').click();
  const images = c.page.getByRole('region', { name: 'Images from this page' });
  // The page's own photo: its thumbnail is bytes the background fetched under the checks, never the address itself.
  const photo = images.getByRole('button', { name: 'Image from the page, 240 × 180' }).locator('img');
  await expect(photo).toHaveAttribute('src', /^data:image\//, { timeout: 10_000 });
  await expect.poll(() => hits.includes('cdn.example /og-hop.png'), { timeout: 10_000 }).toBe(true);
  const preview = images.getByRole('button', { name: 'The page’s preview image' });
  await expect(preview.locator('img')).toHaveCount(0); // behind a redirect: no thumbnail, its host instead
  await expect(preview).toContainText(`cdn.example:${port}`);
  expect(local(), 'the panel opening reached the local address').toEqual([]);

  await preview.click();
  await expect(c.form).toContainText('does not follow such forwarding', { timeout: 10_000 });
  await expect(c.form).toContainText(`cdn.example:${port}`);
  expect(local(), 'picking the image reached the local address').toEqual([]);
});

test('Post this image through a chain public → local → public: refused at the first hop, with what to do instead', async ({
  extContext,
  serviceWorker,
}) => {
  const c = await postImage(extContext, serviceWorker, `http://cdn.example:${port}/chain.png`);
  await expect(c.form).toContainText('does not follow such forwarding', { timeout: 10_000 });
  await expect(c.form).toContainText('Open image in new tab');
  expect(local()).toEqual([]);
  expect(
    hits.filter((h) => h === 'cdn.example /final.png'),
    'the last hop was not reached either',
  ).toEqual([]);
});

for (const host of ['router', 'nas.home.arpa', 'db.internal']) {
  test(`an image on ${host} is fetched only once the person confirms that address`, async ({
    extContext,
    serviceWorker,
  }) => {
    const c = await postImage(extContext, serviceWorker, `http://${host}:${port}/x.png`);
    await expect(c.form).toContainText(
      `This image is on your own computer or local network (${host}:${port}). Fetch it?`,
      { timeout: 10_000 },
    );
    expect(hits.filter((h) => h.startsWith(`${host} `))).toEqual([]);
    await c.button('Fetch it').click();
    await expect(c.page.getByRole('img', { name: 'The image from the page' })).toBeVisible({ timeout: 10_000 });
    expect(hits.filter((h) => h.startsWith(`${host} `))).toEqual([`${host} /x.png`]);
  });
}
