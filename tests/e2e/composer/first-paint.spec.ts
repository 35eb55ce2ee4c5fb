/**
 * The popup's first paint (docs/design.md §5): painted from the cached draft and accounts before the composer's
 * chunk arrives, and taken over by the composer with nothing lost — every character typed, the caret, the focus,
 * the toggles flipped. The chunk is held back through the DevTools protocol (Fetch.requestPaused on its URL), so
 * the person surely types on the first paint, and released while they go on typing.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, signIn } from './composer-page';
import { optionsPage } from '../pages/options-page';

/** Opens the popup with the composer's chunk held back until `release()`; resolves once the page asked for it. */
async function openHeld(
  extContext: import('@playwright/test').BrowserContext,
  extensionId: string,
  size?: { width: number; height: number },
) {
  const page = await extContext.newPage();
  if (size) await page.setViewportSize(size);
  const cdp = await extContext.newCDPSession(page);
  let release!: () => Promise<void>;
  const asked = new Promise<void>((resolve) => {
    cdp.on('Fetch.requestPaused', (e: { requestId: string }) => {
      release = async () => void (await cdp.send('Fetch.continueRequest', { requestId: e.requestId }));
      resolve();
    });
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `chrome-extension://${extensionId}/chunks/mount-*` }] });
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  await asked;
  return { page, release: () => release() };
}

async function fillCache(openPage: (path: string) => Promise<Page>) {
  const first = composerPage(await openPage('popup.html'));
  await first.ready();
  await first.page.close();
}

test('typed on the first paint while the composer is on its way, every character, the caret and a toggle reach the composer', async ({
  serviceWorker,
  extContext,
  extensionId,
  openPage,
}) => {
  await signIn(serviceWorker);
  await fillCache(openPage);

  const { page, release } = await openHeld(extContext, extensionId);
  const c = composerPage(page);
  await expect(c.text).toBeFocused();
  await expect(c.account('Whitfield Coffee TV', 'YouTube')).toBeVisible();
  // The composer is not there yet: the first paint has no date field.
  await expect(page.getByLabel('Date', { exact: true })).toHaveCount(0);
  await page.keyboard.type('Hello from the first paint');
  await c.account('Dana Whitfield', 'Bluesky').check();
  await c.text.focus();
  await page.keyboard.press('End');

  // The chunk arrives while the person goes on typing.
  await Promise.all([page.keyboard.type(', and on across the hand-over.', { delay: 15 }), release()]);
  await expect(page.getByLabel('Date', { exact: true })).toBeVisible();
  await page.keyboard.type(' Done.');
  const expected = 'Hello from the first paint, and on across the hand-over. Done.';
  await expect(c.text).toHaveValue(expected);
  await expect(c.text).toBeFocused();
  await expect(c.account('Dana Whitfield', 'Bluesky')).toBeChecked();

  // What was typed is the draft: a popup opened again shows it.
  await page.close();
  const again = composerPage(await openPage('popup.html'));
  await expect(again.text).toHaveValue(expected);
  await expect(again.account('Dana Whitfield', 'Bluesky')).toBeChecked();
});

test('the caret stays where the person put it on the first paint', async ({
  serviceWorker,
  extContext,
  extensionId,
  openPage,
}) => {
  await signIn(serviceWorker);
  await fillCache(openPage);
  await serviceWorker.evaluate(() =>
    chrome.storage.local.set({
      draft: {
        version: 1,
        text: 'world',
        replies: [],
        title: '',
        accounts: [],
        attachments: [],
        when: null,
        updatedAt: Date.now(),
      },
    }),
  );

  const { page, release } = await openHeld(extContext, extensionId);
  const c = composerPage(page);
  await expect(c.text).toHaveValue('world');
  await expect(c.text).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.type('Hello ');
  await release();
  await expect(page.getByLabel('Date', { exact: true })).toBeVisible();
  await page.keyboard.type('big ');
  await expect(c.text).toHaveValue('Hello big world');
});

test('typing from the first moment on, with the composer arriving at its own pace, loses nothing', async ({
  serviceWorker,
  openPage,
}) => {
  await signIn(serviceWorker);
  await fillCache(openPage);
  const page = await openPage('popup.html');
  const c = composerPage(page);
  await expect(c.text).toBeFocused();
  const typed = 'Every key counts, even while the composer takes over the first paint.';
  await page.keyboard.type(typed, { delay: 10 });
  await expect(page.getByLabel('Date', { exact: true })).toBeVisible();
  await expect(c.text).toHaveValue(typed);
});

test('the first screen is up while the page is still being read, from what the popup showed the last time', async ({
  serviceWorker,
  openPage,
}) => {
  await signIn(serviceWorker);
  await fillCache(openPage);
  const page = await openPage('popup.html');
  await expect(composerPage(page).account('Whitfield Coffee TV', 'YouTube')).toBeVisible();
  // Painted by the page's plain first script from the kept snapshot, before the HTML was read to its end: a paint
  // from storage.local's answer could only come after it (that answer arrives in a later task).
  const { shown, parsed } = await page.evaluate(() => ({
    shown: performance.getEntriesByName('quickpost:composer-shown')[0]?.startTime ?? Number.NaN,
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
  }));
  expect(shown).toBeLessThanOrEqual(parsed);
});

test('what was typed in the side panel is what the popup opened next paints first', async ({
  serviceWorker,
  openPage,
}) => {
  await signIn(serviceWorker);
  await fillCache(openPage);
  const panel = await composerPage(await openPage('sidepanel.html')).ready();
  await panel.text.fill('Drafted beside the page');
  // The side panel keeps the popup's snapshot as the draft is saved (components/first-paint/keep.ts).
  await expect
    .poll(() => panel.page.evaluate(() => localStorage.getItem('quickpost:first-screen') ?? ''))
    .toContain('Drafted beside the page');
  await panel.page.close();

  const popup = await openPage('popup.html');
  await expect(composerPage(popup).text).toHaveValue('Drafted beside the page');
  const { shown, parsed } = await popup.evaluate(() => ({
    shown: performance.getEntriesByName('quickpost:composer-shown')[0]?.startTime ?? Number.NaN,
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
  }));
  expect(shown).toBeLessThanOrEqual(parsed); // painted from the snapshot, before the page was read to its end
});

test('signed out while the popup was closed: the first paint shows no account of before', async ({
  serviceWorker,
  extContext,
  extensionId,
  openPage,
}) => {
  await signIn(serviceWorker);
  await fillCache(openPage);
  const options = await openPage('options.html');
  const answer = await options.evaluate(() =>
    chrome.runtime.sendMessage({ tag: 'quickpost/1', type: 'auth.removeKey', data: {} }),
  );
  expect(answer).toMatchObject({ ok: true });
  await options.close();

  const { page, release } = await openHeld(extContext, extensionId);
  await expect(page.getByText('Opening your draft…')).toBeVisible(); // the shell, back once storage answered
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /Whitfield Coffee TV/ })).toHaveCount(0);
  await release();
  // Not connected: the popup says how to connect (components/ConnectPanel.tsx).
  await expect(page.getByRole('button', { name: 'Connect Quickpost' })).toBeVisible();
});

test('the key removed in the settings: the popup’s kept first screen is forgotten there and then', async ({
  serviceWorker,
  openPage,
}) => {
  await signIn(serviceWorker);
  await fillCache(openPage);
  const options = optionsPage(await openPage('options.html'));
  await options.ready();
  expect(await options.page.evaluate(() => localStorage.getItem('quickpost:first-screen'))).toContain(
    'Whitfield Coffee TV',
  );
  await options.removeKey.click();
  await expect.poll(() => options.page.evaluate(() => localStorage.getItem('quickpost:first-screen'))).toBeNull();
});

const WORDS = {
  en: { accounts: 'Accounts', schedule: 'Schedule', date: 'Date' },
  de: { accounts: 'Konten', schedule: 'Planen', date: 'Datum' },
} as const;

for (const lang of ['en', 'de'] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ uiLanguage: lang });

    test(`the first paint and the composer put the text box, the accounts and the send button in the same place; the first paint is axe clean, light and dark (${lang})`, async ({
      serviceWorker,
      extContext,
      extensionId,
      openPage,
    }) => {
      const w = WORDS[lang];
      await signIn(serviceWorker);
      const first = await openPage('popup.html'); // fills the accounts cache
      await expect(first.getByRole('group', { name: w.accounts }).getByRole('checkbox')).toHaveCount(10);
      await first.close();
      await serviceWorker.evaluate(() =>
        chrome.storage.local.set({
          draft: {
            version: 1,
            text: 'Cupping notes from Whitfield',
            replies: [],
            title: '',
            accounts: [
              { id: 1, type: 'twitter' },
              { id: 7, type: 'bluesky' },
            ],
            attachments: [],
            when: null,
            updatedAt: Date.now(),
          },
        }),
      );
      const { page, release } = await openHeld(extContext, extensionId, { width: 400, height: 600 });
      const group = page.getByRole('group', { name: w.accounts });
      const parts = {
        'text box': page.locator('#qp-text'),
        'first account': group.getByRole('checkbox').first(),
        'Dana Whitfield (Twitter)': group.getByRole('checkbox', { name: 'Dana Whitfield (Twitter)', exact: true }),
        'send button': page.locator('#qp-send'),
        'Schedule choice': page.getByRole('radio', { name: w.schedule }),
      };
      const boxes = async () =>
        Object.fromEntries(
          await Promise.all(Object.entries(parts).map(async ([name, l]) => [name, await l.boundingBox()] as const)),
        );
      await expect(parts['Dana Whitfield (Twitter)']).toBeChecked();
      await expect(page.getByLabel(w.date, { exact: true })).toHaveCount(0); // the first paint alone
      const painted = await boxes();
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: `test-results/screenshots/popup-${lang}-first-paint-${scheme}.png` });
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(
          violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
          `first paint, ${scheme}`,
        ).toEqual([]);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await release();
      await expect(page.getByLabel(w.date, { exact: true })).toBeVisible();
      expect(await boxes()).toEqual(painted);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({
          path: `test-results/screenshots/popup-${lang}-first-paint-then-composer-${scheme}.png`,
        });
      }
    });
  });
}
