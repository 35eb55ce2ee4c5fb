/**
 * In Chromium: the composer beside the page, "Add selection to thread", the toolbar
 * setting, and the address bar's keyword "qp".
 *
 * What Playwright cannot do here, and what stands in for it:
 * - The real side panel needs a user gesture to open (`sidePanel.open`, or a toolbar click on a panel behaviour), and
 *   a headless test has neither: the side panel's page (sidepanel.html) is opened in a small window of its own
 *   instead — the same page, with the same "current tab" rule (the last focused browser window's active tab).
 * - Nobody can type in a headless address bar: the omnibox events are dispatched from the service worker, the
 *   way ways-in.spec.ts dispatches menu clicks — reaching the very listeners the browser calls.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, type SandboxState } from '../composer/composer-page';
import { ARTICLE_TITLE, SELECTED, openTab, useTestSite } from './test-site';

const site = useTestSite();

/** The side panel's page, in a window of its own (see above); then the reading tab is brought back to the front. */
async function openSidePanel(ctx: BrowserContext, worker: Worker, reading: Page) {
  const opened = ctx.waitForEvent('page', { predicate: (p) => p.url().includes('/sidepanel.html'), timeout: 15_000 });
  await worker.evaluate(() =>
    chrome.windows.create({ url: chrome.runtime.getURL('/sidepanel.html'), type: 'popup', width: 420, height: 720 }),
  );
  const panel = composerPage(await opened);
  await reading.bringToFront();
  return panel;
}

/** "Add selection to thread" on a tab, through the browser's own onClicked event (what a real click fires). */
async function addToThread(worker: Worker, path: string, selectionText: string): Promise<void> {
  await worker.evaluate(
    async ({ url, selectionText }) => {
      const [tab] = await chrome.tabs.query({ url });
      (chrome.contextMenus.onClicked as unknown as { dispatch(info: unknown, tab: unknown): void }).dispatch(
        { menuItemId: 'quickpost-thread', editable: false, frameId: 0, pageUrl: tab!.url, selectionText },
        tab,
      );
    },
    { url: `${site.origin}${path}`, selectionText },
  );
}

test('the side panel is in the manifest; it shares the popup’s draft and "Use this page" adopts the tab', async ({
  extContext,
  serviceWorker,
  openPage,
}) => {
  const manifest = await serviceWorker.evaluate(
    () => chrome.runtime.getManifest() as chrome.runtime.ManifestV3 & { side_panel?: { default_path: string } },
  );
  expect(manifest.side_panel).toEqual({ default_path: 'sidepanel.html' });
  expect(manifest.permissions).toContain('sidePanel');
  expect(manifest.permissions).not.toContain('tabs'); // only optional

  const popup = composerPage(await openPage('popup.html'));
  await popup.text.fill('Started in the popup');
  await popup.page.close();

  const article = await openTab(extContext, site, '/article');
  const panel = await openSidePanel(extContext, serviceWorker, article);
  await expect(panel.text).toHaveValue('Started in the popup'); // one draft, not two; the page is not taken on opening
  await panel.text.fill('');
  await panel.button('Use this page').click();
  await expect(panel.text).toHaveValue(`${ARTICLE_TITLE}\n${site.origin}/article`);

  // Over an unsent draft the page is offered, never put in silently; Append keeps both.
  await panel.text.fill('My notes');
  await panel.button('Use this page').click();
  await panel.button('Append').click();
  await expect(panel.text).toHaveValue(`My notes\n\n${ARTICLE_TITLE}\n${site.origin}/article`);

  // A change elsewhere (the popup) shows in the open side panel.
  const again = composerPage(await openPage('popup.html'));
  await again.text.fill('Edited in the popup');
  await expect(panel.text).toHaveValue('Edited in the popup');
});

test('"Add selection to thread" on two pages gives a two-reply thread, sent to the service', async ({
  extContext,
  serviceWorker,
  controls,
}) => {
  const article = await openTab(extContext, site, '/article');
  await openTab(extContext, site, '/menu');
  const panel = await (await openSidePanel(extContext, serviceWorker, article)).ready();
  await panel.account('Dana Whitfield', 'Twitter').check();
  await panel.text.fill('Two finds from today’s reading');

  await addToThread(serviceWorker, '/article', SELECTED);
  await expect(panel.reply(1)).toHaveValue(`“${SELECTED}”\n\n${site.origin}/article`);
  await addToThread(serviceWorker, '/menu', 'Pumpkin spice is back.');
  await expect(panel.reply(2)).toHaveValue(`“Pumpkin spice is back.”\n\n${site.origin}/menu`);
  // The side panel's text stayed the person's own.
  await expect(panel.text).toHaveValue('Two finds from today’s reading');
  // Seen to land with the panel closed too: the toolbar button's badge counts the replies, its tooltip says so.
  const badge = () =>
    serviceWorker.evaluate(async () => ({
      text: await chrome.action.getBadgeText({}),
      title: await chrome.action.getTitle({}),
    }));
  await expect
    .poll(badge)
    .toEqual({ text: '2', title: 'Quickpost: your thread has 2 replies collected — open the composer to go on' });

  await panel.page.getByRole('radio', { name: 'Post now' }).check();
  await panel.button('Post now').click();
  await expect(panel.status).toContainText(/Posted now: post \d+/);
  const { posts } = (await controls.state()) as SandboxState;
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({
    content: 'Two finds from today’s reading',
    replies: [`“${SELECTED}”\n\n${site.origin}/article`, `“Pumpkin spice is back.”\n\n${site.origin}/menu`],
  });
  await expect.poll(badge).toEqual({ text: '', title: 'Quickpost' }); // sent: the draft has no replies left
});

test('the setting chooses what the toolbar button opens: the side panel, then the popup again', async ({
  serviceWorker,
  openPage,
}) => {
  const behaviour = () =>
    serviceWorker.evaluate(async () => ({
      panel: (await chrome.sidePanel.getPanelBehavior()).openPanelOnActionClick,
      popup: (await chrome.action.getPopup({})).replace(/^chrome-extension:\/\/[^/]+\//, ''),
    }));
  await expect.poll(behaviour).toEqual({ panel: false, popup: 'popup.html' });
  const options = await openPage('options.html');
  const sidePanel = options.getByRole('radio', { name: 'the composer beside the page (side panel)' });
  await expect(sidePanel).toBeVisible();
  await sidePanel.check();
  await options.getByRole('button', { name: 'Save Defaults' }).click();
  await expect.poll(behaviour).toEqual({ panel: true, popup: '' });
  await options.getByRole('radio', { name: 'the composer as a popup' }).check();
  await options.getByRole('button', { name: 'Save Defaults' }).click();
  await expect.poll(behaviour).toEqual({ panel: false, popup: 'popup.html' });
});

test('qp <text> +: the suggestion names the chosen accounts and their next queue slot; Enter opens the composer with the text and the page, sending nothing', async ({
  extContext,
  serviceWorker,
  openPage,
  controls,
}) => {
  // The accounts are cached once (the composer's own read); the suggestion then names them without a read.
  const first = await composerPage(await openPage('popup.html')).ready();
  await first.account('Dana Whitfield', 'Twitter').check();
  await first.page.close();
  const reads = ((await controls.state()) as { counters: { read: { used: number } } }).counters.read.used;

  await openTab(extContext, site, '/article');
  const suggested = await serviceWorker.evaluate(
    () =>
      new Promise<{ content: string; description: string }[]>((resolve) => {
        (
          chrome.omnibox.onInputChanged as unknown as { dispatch(text: string, suggest: (s: unknown) => void): void }
        ).dispatch('Fresh beans today', (s) => resolve(s as { content: string; description: string }[]));
      }),
  );
  expect(suggested).toEqual([
    {
      content: 'Fresh beans today +',
      description: expect.stringContaining('and this page’s address for Dana Whitfield (Twitter)'),
    },
  ]);
  // And where "Add to queue" would put it: the default schedule's next slot, in this browser's zone (UTC).
  expect(suggested[0]!.description).toMatch(/\(next free queue slot: \w{3}( \d+ \w{3})? (09:00|12:30|17:00) \(UTC\)\)/);
  expect(((await controls.state()) as { counters: { read: { used: number } } }).counters.read.used).toBe(reads);

  // An empty draft takes the text at once.
  await serviceWorker.evaluate(() => chrome.storage.local.remove('draft'));
  const opened = extContext.waitForEvent('page', {
    predicate: (p) => /\/(popup|composer)\.html/.test(p.url()),
    timeout: 15_000,
  });
  await serviceWorker.evaluate(() =>
    (chrome.omnibox.onInputEntered as unknown as { dispatch(text: string, disposition: string): void }).dispatch(
      'Fresh beans today +',
      'currentTab',
    ),
  );
  const c = composerPage(await opened);
  await expect(c.text).toHaveValue(`Fresh beans today\n\n${site.origin}/article`);
  expect(((await controls.state()) as SandboxState).posts).toHaveLength(0);
});
