/**
 * The popup's first render (docs/design.md §5): the composer draws its whole first screen at once, from what the last
 * page kept (lib/storage/snapshot.ts), then storage's read and the background's answer take over with nothing lost
 * or moved. An init script notes what #app held when it was first filled.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, signIn } from './composer-page';
import { optionsPage } from '../pages/options-page';

interface FirstFill {
  text: string | null;
  accounts: number;
  send: boolean;
  boxes: Record<string, { x: number; y: number; width: number; height: number } | null>;
  bodyHeight: number;
}

const PARTS = { text: '#qp-text', send: '#qp-send', 'first account': '.account-list input' };

/** Opens `path` with an observer that notes, the first time #app has children, what it shows and where. */
async function openNoted(context: BrowserContext, extensionId: string, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 400, height: 600 });
  await page.addInitScript((parts) => {
    const observer = new MutationObserver(() => {
      const app = document.getElementById('app');
      if (!app?.firstElementChild) return;
      observer.disconnect();
      const box = (selector: string) => {
        const r = document.querySelector(selector)?.getBoundingClientRect();
        return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
      };
      (window as unknown as { firstFill: FirstFill }).firstFill = {
        text: document.querySelector<HTMLTextAreaElement>('#qp-text')?.value ?? null,
        accounts: document.querySelectorAll('.account-list input').length,
        send: document.querySelector('#qp-send') !== null,
        boxes: Object.fromEntries(Object.entries(parts).map(([name, selector]) => [name, box(selector)])),
        bodyHeight: document.body.getBoundingClientRect().height,
      };
    });
    observer.observe(document, { childList: true, subtree: true });
  }, PARTS);
  await page.goto(`chrome-extension://${extensionId}/${path}`);
  return page;
}

const firstFill = (page: Page) => page.evaluate(() => (window as unknown as { firstFill: FirstFill }).firstFill);

async function fillCache(openPage: (path: string) => Promise<Page>) {
  const first = composerPage(await openPage('popup.html'));
  await first.ready();
  await first.page.close();
}

const storedDraft = (text: string, accounts: { id: number; type: string }[] = []) => ({
  version: 1,
  text,
  replies: [],
  title: '',
  accounts,
  attachments: [],
  when: null,
  updatedAt: Date.now(),
});

test('typing from the first moment on loses nothing', async ({ serviceWorker, openPage }) => {
  await signIn(serviceWorker);
  await fillCache(openPage);
  const page = await openPage('popup.html');
  const c = composerPage(page);
  await expect(c.text).toBeFocused();
  const typed = 'Every key counts, even while storage and the background answer.';
  await page.keyboard.type(typed, { delay: 10 });
  await expect(page.getByLabel('Date', { exact: true })).toBeVisible();
  await expect(c.text).toHaveValue(typed);
  await page.close();
  await expect(composerPage(await openPage('popup.html')).text).toHaveValue(typed); // it is the draft
});

test('a stored draft opens focused with the caret after its text; what is typed at its start keeps the rest', async ({
  serviceWorker,
  openPage,
}) => {
  await signIn(serviceWorker);
  await fillCache(openPage);
  await serviceWorker.evaluate((draft) => chrome.storage.local.set({ draft }), storedDraft('world'));
  const page = await openPage('popup.html');
  const c = composerPage(page);
  await expect(c.text).toHaveValue('world');
  await expect(c.text).toBeFocused();
  await page.keyboard.type('!');
  await page.keyboard.press('Home');
  await page.keyboard.type('Hello ');
  await expect(c.text).toHaveValue('Hello world!');
});

test('the first render is the whole first screen at 400 × 600, from what the last page kept, and nothing moves after', async ({
  serviceWorker,
  extContext,
  extensionId,
  openPage,
}) => {
  await signIn(serviceWorker);
  await fillCache(openPage);
  await serviceWorker.evaluate(
    (draft) => chrome.storage.local.set({ draft }),
    storedDraft('Cupping notes from Whitfield', [
      { id: 1, type: 'twitter' },
      { id: 7, type: 'bluesky' },
    ]),
  );
  // A page open while the draft changed keeps it for the next (here the options page, as the side panel would).
  const options = await openPage('options.html');
  await expect
    .poll(() => options.evaluate(() => localStorage.getItem('quickpost:local:draft') ?? ''))
    .toContain('Cupping notes from Whitfield');
  await options.close();

  const page = await openNoted(extContext, extensionId, 'popup.html');
  const c = composerPage(page);
  await expect(c.account('Dana Whitfield', 'Twitter')).toBeChecked();
  await expect(page.getByLabel('Date', { exact: true })).toBeVisible();
  await expect(c.text).toBeFocused();
  const first = await firstFill(page);
  expect(first.text).toBe('Cupping notes from Whitfield');
  expect(first.accounts).toBe(10);
  expect(first.send).toBe(true);
  expect(first.bodyHeight).toBe(600);
  // The background's answer (the same accounts) and storage's read change nothing on screen.
  await expect(page.getByRole('checkbox', { name: /Whitfield Coffee TV/ })).toBeVisible();
  const now = await page.evaluate((parts) => {
    const box = (selector: string) => {
      const r = document.querySelector(selector)?.getBoundingClientRect();
      return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
    };
    return Object.fromEntries(Object.entries(parts).map(([name, selector]) => [name, box(selector)]));
  }, PARTS);
  expect(now).toEqual(first.boxes);
  expect(await page.evaluate(() => document.body.getBoundingClientRect().height)).toBe(600);
});

test('what was typed in the side panel is what the popup opened next shows in its first render', async ({
  serviceWorker,
  extContext,
  extensionId,
  openPage,
}) => {
  await signIn(serviceWorker);
  await fillCache(openPage);
  const panel = await composerPage(await openPage('sidepanel.html')).ready();
  await panel.text.fill('Drafted beside the page');
  await expect
    .poll(() => panel.page.evaluate(() => localStorage.getItem('quickpost:local:draft') ?? ''))
    .toContain('Drafted beside the page');
  await panel.page.close();

  const popup = await openNoted(extContext, extensionId, 'popup.html');
  await expect(composerPage(popup).text).toHaveValue('Drafted beside the page');
  expect((await firstFill(popup)).text).toBe('Drafted beside the page');
});

test('signed out while the popup was closed: it shows how to connect, and no account of before', async ({
  serviceWorker,
  openPage,
}) => {
  await signIn(serviceWorker);
  await fillCache(openPage);
  const options = await openPage('options.html');
  const answer = await options.evaluate(() =>
    chrome.runtime.sendMessage({ tag: 'quickpost/1', type: 'auth.removeKey', data: {} }),
  );
  expect(answer).toMatchObject({ ok: true });
  await expect.poll(() => options.evaluate(() => localStorage.getItem('quickpost:local:accountsCache'))).toBe('null');
  await options.close();

  const page = await openPage('popup.html');
  await expect(page.getByRole('button', { name: 'Connect Quickpost' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Whitfield Coffee TV/ })).toHaveCount(0);
});

test('the key removed in the settings: the kept accounts are forgotten there and then', async ({
  serviceWorker,
  openPage,
}) => {
  await signIn(serviceWorker);
  await fillCache(openPage);
  const options = optionsPage(await openPage('options.html'));
  await options.ready();
  await expect
    .poll(() => options.page.evaluate(() => localStorage.getItem('quickpost:local:accountsCache')))
    .toContain('Whitfield Coffee TV');
  await options.removeKey.click();
  await expect
    .poll(() => options.page.evaluate(() => localStorage.getItem('quickpost:local:accountsCache')))
    .toBe('null');
});
