/**
 * Share text your way, and clean and tagged links (Settings → "Share text" and "Links"), against the sandbox: what the
 * composer shows is what reaches it — the selection's template with the page's author, a shared address without its
 * tracking parameters, tagged per network for the person's sites, and a typed link left as written until cleaned.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, type SandboxState } from '../composer/composer-page';
import { ARTICLE_TITLE, SELECTED, openTab, useTestSite } from './test-site';

const site = useTestSite();

function composerOpened(ctx: BrowserContext): Promise<Page> {
  return ctx.waitForEvent('page', { predicate: (p) => /\/(popup|composer)\.html/.test(p.url()), timeout: 15_000 });
}

/** "Post selected text" on the page at `path`, through the browser's own onClicked event (ways-in.spec.ts). */
async function postSelection(worker: Worker, path: string): Promise<void> {
  await worker.evaluate(
    async ({ url, selectionText }) => {
      const [tab] = await chrome.tabs.query({ url });
      (chrome.contextMenus.onClicked as unknown as { dispatch(info: unknown, tab: unknown): void }).dispatch(
        { editable: false, frameId: 0, pageUrl: tab!.url, menuItemId: 'quickpost-selection', selectionText },
        tab,
      );
    },
    { url: `${site.origin}${path}`, selectionText: SELECTED },
  );
}

/** Settings → "Links": tagging on for these sites, saved. */
async function tagSites(page: Page, sites: string): Promise<void> {
  await page.getByRole('checkbox', { name: 'Tag links to my sites' }).check();
  await page.getByRole('textbox', { name: 'My sites, one per line' }).fill(sites);
  await page.getByRole('textbox', { name: 'Campaign name' }).fill('autumn');
  await page.getByRole('button', { name: 'Save Links' }).click();
  await expect(page.getByText('Links saved.')).toBeVisible();
}

async function postNow(c: ReturnType<typeof composerPage>): Promise<void> {
  await c.page.getByRole('radio', { name: 'Post now' }).check();
  await c.button('Post now').click();
  await expect(c.status).toContainText('Posted now');
}

const posts = async (controls: { state(): Promise<unknown> }) =>
  ((await controls.state()) as SandboxState).posts.map((p) => [p.accounts.map((a) => a.type).join(), p.content]);

test('a selected-text template with the page’s author gives exactly that text, in the composer and in the post', async ({
  extContext,
  serviceWorker,
  openPage,
  controls,
}) => {
  const options = await openPage('options.html');
  const selection = options.getByRole('textbox', { name: 'Selected text' });
  await selection.fill('“{selection}” — {author} {url} {wrong}');
  // An unknown placeholder is marked, and the example never shows it as braces.
  await expect(options.getByText('Quickpost does not know {wrong}')).toBeVisible();
  await expect(selection).toHaveAttribute('aria-invalid', 'true');
  await selection.fill('“{selection}” — {author} {url}');
  await expect(options.getByText('Quickpost does not know')).toHaveCount(0);
  await options.getByRole('button', { name: 'Save Share text' }).click();
  await expect(options.getByText('Share text saved.')).toBeVisible();

  await openTab(extContext, site, '/byline');
  const opened = composerOpened(extContext);
  await postSelection(serviceWorker, '/byline');
  const c = await composerPage(await opened).ready();
  const expected = `“${SELECTED}” — @ana ${site.origin}/byline`;
  await expect(c.text).toHaveValue(expected);
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await postNow(c);
  expect(await posts(controls)).toEqual([['linkedin', expected]]);
});

test('a shared address loses its tracking parameters; tagged, each network gets its own', async ({
  extContext,
  serviceWorker,
  openPage,
  controls,
}) => {
  const article = await openTab(extContext, site, '/article?id=7&utm_source=newsletter&fbclid=x');
  let opened = composerOpened(extContext);
  await serviceWorker.evaluate(() => chrome.action.openPopup());
  let c = await composerPage(await opened).ready();
  const clean = `${site.origin}/article?id=7`;
  await expect(c.text).toHaveValue(`${ARTICLE_TITLE}\n${clean}`);
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await postNow(c);
  expect(await posts(controls)).toEqual([['linkedin', `${ARTICLE_TITLE}\n${clean}`]]);
  await c.page.close();

  const options = await openPage('options.html');
  await tagSites(options, '127.0.0.1');
  await options.close();
  await article.bringToFront();
  opened = composerOpened(extContext);
  await serviceWorker.evaluate(() => chrome.action.openPopup());
  c = await composerPage(await opened).ready();
  await expect(c.text).toHaveValue(`${ARTICLE_TITLE}\n${clean}`); // the editor shows the address as it is
  await c.account('Dana Whitfield', 'Twitter').check();
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.page.getByRole('radio', { name: 'Post now' }).check();
  await c.button('Post now').click();
  const tagged = (network: string) =>
    `${ARTICLE_TITLE}\n${clean}&utm_source=${network}&utm_medium=social&utm_campaign=autumn`;
  await expect
    .poll(async () => (await posts(controls)).sort())
    .toEqual([
      ['linkedin', `${ARTICLE_TITLE}\n${clean}`],
      ['linkedin', tagged('linkedin')],
      ['twitter', tagged('twitter')],
    ]);
});

test('a typed link with utm_ parameters stays as typed until “Clean this link”', async ({ openPage, controls }) => {
  await tagSites(await openPage('options.html'), 'shop.example');
  const c = await composerPage(await openPage('popup.html')).ready();
  const typed = 'Menu: https://shop.example/m?utm_source=mail&size=2';
  await c.text.fill(typed);
  await c.account('Dana Whitfield', 'Twitter').check();
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await expect(c.button('Clean this link')).toBeVisible();
  await postNow(c);
  expect((await posts(controls)).map(([, content]) => content)).toEqual([typed]);

  await c.text.fill(typed);
  await c.button('Clean this link').click();
  await expect(c.text).toHaveValue('Menu: https://shop.example/m?size=2');
  await expect(c.button('Clean this link')).toHaveCount(0);
});
