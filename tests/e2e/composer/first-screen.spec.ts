/**
 * The first screen (docs/design.md §3.2, §5 "Look"): the toolbar popup at its real size, 400 × 600, opened on a
 * page with the accounts cached, holds the prefilled and focused text box, the account toggles, the "when" choice
 * and the send button with no scrolling — with 10 accounts (user demo) and with 30 (user agency, sandbox/README.md).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { ARTICLE_TITLE, startTestSite, type TestSite } from '../ways-in/test-site';
import { storeKey } from '../fixtures/store-key';

let site: TestSite;
test.beforeAll(async () => {
  site = await startTestSite();
});
test.afterAll(async () => {
  await site.close();
});

async function insideViewport(page: Page, target: Locator, name: string) {
  const box = await target.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.y, `${name}: top`).toBeGreaterThanOrEqual(0);
  expect(box!.x, `${name}: left`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${name}: bottom`).toBeLessThanOrEqual(600);
  expect(box!.x + box!.width, `${name}: right`).toBeLessThanOrEqual(400);
}

for (const [key, count] of [
  ['smm_demo', 10],
  ['smm_agency', 30],
] as const) {
  test(`with ${count} cached accounts, the toolbar popup at 400 × 600 needs no scrolling to write and send`, async ({
    serviceWorker,
    extContext,
    openPage,
  }) => {
    await storeKey(serviceWorker, key);
    // A first open fills the accounts cache.
    const first = await openPage('popup.html');
    await expect(first.getByRole('group', { name: 'Accounts' }).getByRole('checkbox')).toHaveCount(count);
    await first.close();

    const article = await extContext.newPage();
    await article.goto(`${site.origin}/article`);
    await article.bringToFront();
    const opened = extContext.waitForEvent('page', { predicate: (p) => p.url().includes('/popup.html') });
    // The worker may have been restarted by the browser since the fixture found it: ask the one running now.
    await (extContext.serviceWorkers().at(-1) ?? serviceWorker)
      .evaluate(() => chrome.action.openPopup())
      .catch(async () => (await extContext.waitForEvent('serviceworker')).evaluate(() => chrome.action.openPopup()));
    const popup = await opened;
    const expected = `${ARTICLE_TITLE}\n${site.origin}/article`;
    const popupText = popup.getByRole('textbox', { name: 'Post text' });
    await expect(popupText).toHaveValue(expected);
    await expect(popupText).toBeFocused();
    // The caret at the end: what the person types goes after the title and URL.
    expect(await popupText.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([
      expected.length,
      expected.length,
    ]);
    // The real popup sizes itself to its content, within the browser's 800 × 600: nothing to scroll.
    const size = await popup.evaluate(() => ({
      w: innerWidth,
      h: innerHeight,
      scroll: document.scrollingElement!.scrollHeight,
    }));
    expect(size.w).toBeLessThanOrEqual(420);
    expect(size.scroll).toBeLessThanOrEqual(Math.max(size.h, 600));

    // The same popup, with the same draft, in a page held at exactly 400 × 600 (a toolbar popup's viewport cannot be
    // emulated): every part of the first screen is inside it.
    const page = await openPage('popup.html');
    await page.setViewportSize({ width: 400, height: 600 });
    const text = page.getByRole('textbox', { name: 'Post text' });
    await expect(text).toHaveValue(expected);

    const toggles = page.getByRole('group', { name: 'Accounts' }).getByRole('checkbox');
    await expect(toggles).toHaveCount(count);
    if (count > 16) await expect(page.getByRole('searchbox', { name: 'Filter accounts' })).toBeVisible();
    await page.getByRole('radio', { name: 'Schedule' }).check();
    await insideViewport(page, text, 'text box');
    await insideViewport(page, toggles.first(), 'first account');
    await insideViewport(page, page.getByRole('group', { name: 'Accounts' }).getByRole('list'), 'account row');
    await insideViewport(page, page.getByRole('radio', { name: 'Post now' }), 'Post now');
    await insideViewport(page, page.getByRole('radio', { name: 'Schedule' }), 'Schedule');
    await insideViewport(page, page.getByLabel('Time zone', { exact: true }), 'time zone');
    await insideViewport(page, page.getByRole('button', { name: 'Schedule', exact: true }), 'send button');
    expect(
      await page.evaluate(() => [window.scrollY, document.scrollingElement!.scrollHeight <= window.innerHeight]),
    ).toEqual([0, true]);
    await page.screenshot({ path: `test-results/screenshots/popup-en-first-screen-${count}-accounts-light.png` });

    // With 30, the filter narrows the row.
    if (count > 16) {
      await page.getByRole('searchbox', { name: 'Filter accounts' }).fill('harbor');
      await expect(toggles).toHaveCount(10);
      await page.getByRole('checkbox', { name: 'Harbor Books (Bluesky)' }).check();
      await expect(page.getByRole('checkbox', { name: 'Harbor Books (Bluesky)' })).toBeChecked();
    }
  });
}
