/**
 * An agency at full size (docs/design.md §3.7 "Agencies", §5): user agency-xl (sandbox/README.md) — 150 accounts,
 * 1,000 posts. The popup's first screen holds at 400 × 600; "Filter accounts" and the posting schedule's account
 * groups choose among the 150; the posts view reaches the oldest of the 1,000 posts within the reads it states.
 */
import type { Locator, Page, Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { storeKey } from '../fixtures/store-key';

/** agency-xl's accounts 45–94 are Northside Roasters' (the coffee roaster), 95–144 Lumen Dental's. */
const COFFEE = [
  { id: 45, type: 'twitter' },
  { id: 46, type: 'linkedin' },
  { id: 48, type: 'instagram' },
  { id: 49, type: 'facebook' },
];
const DENTAL = [
  { id: 95, type: 'twitter' },
  { id: 96, type: 'linkedin' },
];

async function signInAsAgency(serviceWorker: Worker) {
  await storeKey(serviceWorker, 'smm_agency_xl');
  await serviceWorker.evaluate(
    ({ coffee, dental }) =>
      chrome.storage.local.set({
        postingSchedule: {
          days: [1, 2, 3, 4, 5],
          times: ['09:00', '12:30'],
          groups: [
            { name: 'Coffee brand', accounts: coffee, days: [1, 3, 5], times: ['08:00'] },
            { name: 'Dental offices', accounts: dental, days: [2], times: ['10:00'] },
          ],
        },
      }),
    { coffee: COFFEE, dental: DENTAL },
  );
}

async function insideViewport(target: Locator, name: string) {
  const box = await target.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.y, `${name}: top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${name}: bottom`).toBeLessThanOrEqual(600);
  expect(box!.x + box!.width, `${name}: right`).toBeLessThanOrEqual(400);
}

const shot = (page: Page, name: string, scheme: 'light' | 'dark') =>
  page.screenshot({ path: `test-results/screenshots/popup-en-agency-xl-${name}-${scheme}.png` });

test('with 150 accounts the first screen holds at 400 × 600; "roast" and a group choose the right accounts', async ({
  serviceWorker,
  openPage,
}) => {
  test.setTimeout(180_000);
  await signInAsAgency(serviceWorker);
  const first = await openPage('popup.html'); // fills the accounts cache
  await expect(first.getByRole('group', { name: 'Accounts' }).getByRole('checkbox')).toHaveCount(150, {
    timeout: 15_000,
  }); // 150 accounts read and drawn on a busy machine
  await first.close();

  const page = await openPage('popup.html');
  await page.setViewportSize({ width: 400, height: 600 });
  const accounts = page.getByRole('group', { name: 'Accounts' });
  const toggles = accounts.getByRole('checkbox');
  await expect(toggles).toHaveCount(150, { timeout: 15_000 }); // 150 accounts read and drawn on a busy machine
  const filter = page.getByRole('searchbox', { name: 'Filter accounts' });
  await expect(filter).toBeVisible();

  // One click on a group chooses exactly its accounts.
  const coffee = page.getByRole('button', { name: 'Coffee brand (4)' });
  await coffee.click();
  await expect(coffee).toHaveAttribute('aria-pressed', 'true');
  await expect(accounts.getByRole('checkbox', { checked: true })).toHaveCount(4);
  for (const name of [
    'Northside Roasters (Twitter)',
    'Northside Roasters (LinkedIn)',
    'Northside Roasters (Instagram)',
    'Northside Roasters (Facebook)',
  ])
    await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();

  // Opened again: the chosen ones come first, and the first screen still holds the text, them and the send button.
  await page.reload();
  await expect(toggles).toHaveCount(150, { timeout: 15_000 }); // 150 accounts read and drawn on a busy machine
  await expect(toggles.first()).toBeChecked();
  await expect(toggles.nth(3)).toBeChecked();
  await expect(toggles.nth(4)).not.toBeChecked();
  const text = page.getByRole('textbox', { name: 'Post text' });
  await insideViewport(text, 'text box');
  await insideViewport(toggles.first(), 'a chosen account');
  await insideViewport(page.locator('#qp-send'), 'send button');
  // What the person decides on is in view too, above the send bar that stays at the bottom: when it goes out.
  await insideViewport(page.getByRole('radio', { name: 'Schedule' }), 'the "when" choice');
  const sendBarTop = (await page.locator('.send').boundingBox())!.y;
  expect((await page.getByRole('radio', { name: 'Schedule' }).boundingBox())!.y).toBeLessThan(sendBarTop);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, 'first-screen', scheme);
  }

  // "roast" leaves the coffee roaster's fifty accounts, and its group; the dentists' group goes.
  await filter.fill('roast');
  await expect(toggles).toHaveCount(50);
  await expect(page.getByRole('button', { name: 'Dental offices (2)' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Lumen Dental (Twitter)', exact: true })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Northside Roasters Harbour (Bluesky)' }).check();
  await expect(accounts.getByRole('checkbox', { checked: true })).toHaveCount(5);
  await page.getByRole('button', { name: 'Coffee brand (4)' }).click();
  await expect(accounts.getByRole('checkbox', { checked: true })).toHaveCount(4);
  await insideViewport(page.locator('#qp-send'), 'send button while filtering');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, 'filter-roast', scheme);
  }
});

test('the posts view reaches the oldest of 1,000 posts within the reads it states, drawing only what is on screen', async ({
  serviceWorker,
  openPage,
  controls,
}) => {
  test.setTimeout(180_000);
  await signInAsAgency(serviceWorker);
  const page = await openPage('popup.html');
  await page.setViewportSize({ width: 400, height: 600 });
  await page.getByRole('tab', { name: /Posts/ }).click();
  const panel = page.getByRole('tabpanel', { name: /Posts/ });
  await expect(panel.getByRole('status').filter({ hasText: /^Updated / })).toBeVisible({ timeout: 15_000 });
  // Said before any scroll: 100 of 1,000 here, and what reaching the oldest costs.
  await expect(
    panel.getByText('100 of 1,000 posts here. Scrolling to the oldest reads at most 9 more pages: 9 reads.'),
  ).toBeVisible();
  const readsBefore = ((await controls.state('agency-xl')) as { counters: { read: { used: number } } }).counters.read
    .used;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, 'posts', scheme);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  const oldest = panel.getByRole('listitem').filter({ hasText: 'Northside Roasters: ' }).filter({ hasText: '(#1)' });
  // To the end, as a person dragging the scrollbar down would, again as each older page arrives.
  const allHere = panel.getByText('All 1,000 posts are here.');
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
        return allHere.isVisible();
      },
      { intervals: [100], timeout: 60_000 },
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  await expect(oldest).toBeVisible();
  const readsAfter = ((await controls.state('agency-xl')) as { counters: { read: { used: number } } }).counters.read
    .used;
  expect(readsAfter - readsBefore).toBeLessThanOrEqual(9);
  // Only the rows near the screen are in the page, not 1,000.
  expect(await panel.getByRole('listitem').count()).toBeLessThan(40);
  await shot(page, 'posts-oldest', 'light');
});
