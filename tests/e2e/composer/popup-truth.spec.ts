/**
 * The popup tells the truth (docs/design.md §3.4, §3.5): its own posts appear at once without a read, "Post now"
 * shows as publishing, a list says its real age and the age ticks, retries are visible and can be cancelled, one
 * failure is said once, and successes are a passing notice that does not come back.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, daysAhead, signIn } from './composer-page';
import { holdWorkerTimers, passBackoffs, readsUsed, shiftWorkerClock } from '../tracking/tracking-helpers';

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

const postsRegion = (page: Page) => page.getByRole('region', { name: 'Your posts' });
const postRow = (page: Page, text: string) => postsRegion(page).getByRole('listitem').filter({ hasText: text });
const budgetLine = (page: Page) => page.locator('footer');

/** How many of these elements are on screen (a visually hidden live region is 1 px wide: read out, not seen). */
const seen = (locator: Locator) =>
  locator.evaluateAll(
    (elements) =>
      elements.filter((e) => e.getBoundingClientRect().width > 1 && e.getBoundingClientRect().height > 1).length,
  );

/** The popup's two views: the composer, and the posts beside it (a tab each). */
const showPosts = (page: Page) => page.getByRole('tab', { name: /^Posts/ }).click();
const showCompose = (page: Page) => page.getByRole('tab', { name: 'Compose' }).click();
/** A row's action, from its row menu. */
async function act(row: Locator, action: string) {
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await row.getByRole('button', { name: action, exact: true }).click();
}

/** The popup, ready, with its posts list read once (so the cache holds the list), back on the composer. */
async function openPopup(openPage: (path: string) => Promise<Page>) {
  const c = await composerPage(await openPage('popup.html')).ready();
  await showPosts(c.page);
  await expect(
    postsRegion(c.page)
      .getByRole('status')
      .filter({ hasText: /^Updated / }),
  ).toBeVisible();
  await showCompose(c.page);
  return c;
}

test('1. a post scheduled in the open popup appears at once under Upcoming, and the write counter moves — no read spent', async ({
  openPage,
  controls,
}) => {
  const c = await openPopup(openPage);
  await showPosts(c.page);
  await expect(postsRegion(c.page).getByText('No scheduled posts')).toBeVisible();
  await expect(budgetLine(c.page)).toContainText('30 of 30 writes left');
  await showCompose(c.page);
  const reads = await readsUsed(controls);

  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.text.fill('Seen at once in the list.');
  await c.schedule(daysAhead(2), '09:30', 'Europe/Berlin');
  await c.button('Schedule').click();

  await showPosts(c.page);
  const row = postRow(c.page, 'Seen at once in the list.');
  await expect(row).toBeVisible();
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row).toContainText('LinkedIn');
  await expect(budgetLine(c.page)).toContainText('29 of 30 writes left');

  // Deleted from the list: it vanishes, and the counter moves again.
  await act(row, 'Delete');
  await row.getByRole('button', { name: 'Delete post' }).click();
  await expect(row).toHaveCount(0);
  await expect(budgetLine(c.page)).toContainText('28 of 30 writes left');
  expect(await readsUsed(controls)).toBe(reads);
});

test('2. "Post now" shows as publishing, never as scheduled, and the list says its real age, ticking while open', async ({
  openPage,
  controls,
  extContext,
  extensionId,
}) => {
  const c = await openPopup(openPage);
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.text.fill('Out of the door at once.');
  await c.page.getByRole('radio', { name: 'Post now' }).check();
  await c.button('Post now').click();

  await showPosts(c.page);
  const row = postRow(c.page, 'Out of the door at once.');
  await expect(row.getByText('Publishing…', { exact: true })).toBeVisible();
  await expect(row.getByText('Scheduled', { exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Actions for/ })).toHaveCount(0); // no Delete for it

  // Reopened: still publishing (the cached copy was not read since), and its age is the read's, not "just now".
  await c.page.evaluate(async () => {
    const { postsCache } = (await chrome.storage.local.get('postsCache')) as {
      postsCache: Record<string, { fetchedAt: number }>;
    };
    for (const page of Object.values(postsCache)) page.fetchedAt -= 3 * 60_000;
    await chrome.storage.local.set({ postsCache });
  });
  const reads = await readsUsed(controls);
  const again = await openPage('popup.html');
  await showPosts(again);
  await expect(postRow(again, 'Out of the door at once.').getByText('Publishing…', { exact: true })).toBeVisible();
  await expect(
    postsRegion(again)
      .getByRole('status')
      .filter({ hasText: /^Updated 3 minutes ago/ }),
  ).toBeVisible();
  expect(await readsUsed(controls)).toBe(reads);

  // A copy read 40 s ago says "just now" at first, and a minute once that is true — without anything else happening.
  await again.evaluate(async () => {
    const { postsCache } = (await chrome.storage.local.get('postsCache')) as {
      postsCache: Record<string, { fetchedAt: number }>;
    };
    for (const page of Object.values(postsCache)) page.fetchedAt = Date.now() - 40_000;
    await chrome.storage.local.set({ postsCache });
  });
  // The age ticks on the page's clock (every 10 s): the test moves that clock instead of waiting a minute.
  const third = await extContext.newPage();
  await third.clock.install();
  await third.goto(`chrome-extension://${extensionId}/popup.html`);
  await showPosts(third);
  const age = postsRegion(third)
    .getByRole('status')
    .filter({ hasText: /^Updated / });
  await expect(age).toHaveText(/^Updated (just now|40 seconds ago)/);
  await third.clock.fastForward(30_000);
  await expect(age).toHaveText(/^Updated 1 minute ago/);

  // A read says published: the row follows.
  await postsRegion(third).getByRole('button', { name: 'Refresh' }).click();
  await expect(postRow(third, 'Out of the door at once.').getByText('Published', { exact: true })).toBeVisible();
});

test('3. while the outbox retries after a 500, the person sees why and when, and can cancel', async ({
  openPage,
  controls,
  serviceWorker,
}) => {
  // Three 500s: the fourth attempt would go through, unless cancelled.
  await controls.fault({ path: '/developers/v1/post', method: 'POST', status: 500, count: 3 });
  const c = await openPopup(openPage);
  await holdWorkerTimers(serviceWorker); // the back-offs wait for the test's clock
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.text.fill('Retried in plain sight.');
  await c.schedule(daysAhead(2), '10:00', 'Europe/Rome');
  await c.button('Schedule').click();

  await expect(c.status).toContainText(
    /The service had a problem \(error 500\) — trying again in \d+ s \(attempt 2 of 5\)/,
  );
  await shiftWorkerClock(serviceWorker, 2_000); // past the first back-off (1 s and its jitter)
  await expect(c.status).toContainText(/attempt 3 of 5/);
  await c.button('Cancel').click();
  await expect(c.text).toHaveValue('Retried in plain sight.');
  await expect(c.button('Cancel')).toHaveCount(0);
  // Past every back-off that was to come: the outbox holds nothing more to send, and nothing was sent.
  await shiftWorkerClock(serviceWorker, 60_000);
  await expect
    .poll(() => serviceWorker.evaluate(async () => (await chrome.storage.local.get('outbox')).outbox ?? []))
    .toEqual([]);
  const { posts } = (await controls.state()) as { posts: unknown[] };
  expect(posts).toHaveLength(0);
});

test('4. when the retries run out, the failure is said once, next to the send button, announced once', async ({
  openPage,
  controls,
  serviceWorker,
}) => {
  await controls.fault({ path: '/developers/v1/post', method: 'POST', status: 500, count: 5 });
  const c = await openPopup(openPage);
  await holdWorkerTimers(serviceWorker);
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.text.fill('Said only once.');
  await c.schedule(daysAhead(2), '10:00', 'Europe/Rome');
  await c.button('Schedule').click();

  const sentence = /having trouble \(error 500\)/;
  // The back-offs (1, 2, 4, 8 s) pass on the worker's clock, a step at a time, until the failure is said.
  await passBackoffs(serviceWorker, () => expect(c.alert).toContainText(sentence, { timeout: 500 }));
  await expect.poll(() => seen(c.form.getByText(sentence))).toBe(1);
  await expect(c.text).toHaveValue('Said only once.'); // nothing typed is lost
  // Announced once: one live region carries it.
  const live = c.form.locator('[role="alert"], [role="status"], [aria-live]').filter({ hasText: sentence });
  await expect(live).toHaveCount(1);
});

test('4b. a 400 is said once, next to its field', async ({ openPage, controls }) => {
  await controls.fault({
    path: '/developers/v1/post',
    method: 'POST',
    status: 400,
    body: JSON.stringify({ code: 400, message: 'timezone "Mars/Olympus" is not a valid IANA time zone' }),
    content_type: 'application/json',
  });
  const c = await openPopup(openPage);
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.text.fill('A zone from elsewhere.');
  await c.schedule(daysAhead(2), '10:00', 'Europe/Rome');
  await c.button('Schedule').click();
  const zone = c.page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveAccessibleDescription(/Mars\/Olympus/);
  await expect(zone).toHaveAttribute('aria-invalid', 'true');
  expect(await seen(c.page.getByText(/Mars\/Olympus/))).toBe(1);
  await expect(
    c.form.locator('[role="alert"], [role="status"], [aria-live]').filter({ hasText: /Mars\/Olympus/ }),
  ).toHaveCount(1);
  await expect(c.text).toHaveValue('A zone from elsewhere.');
});

test('6. a success is a passing notice with View, gone by itself and not shown on the next open', async ({
  openPage,
  extContext,
  extensionId,
}) => {
  // The notice's own time passes on the page's clock, which the test moves.
  const page = await extContext.newPage();
  await page.clock.install();
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  const c = await composerPage(page).ready();
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.text.fill('First of two.');
  await c.schedule(daysAhead(2), '09:30', 'Europe/Berlin');
  await c.button('Schedule').click();
  await expect(c.status).toContainText('Scheduled: post');
  await expect(c.form.getByRole('button', { name: 'View', exact: true })).toBeVisible();
  const first = await c.status.textContent();
  await c.text.fill('Second of two.');
  await c.button('Schedule').click();
  await expect(c.status).toContainText('Scheduled: post');
  await expect(c.status).not.toHaveText(first!);
  // The first post's success does not pile up as a card of its own.
  await expect(c.form.getByText(first!)).toHaveCount(0);
  await expect(c.form.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  await page.clock.fastForward(20_000);
  await expect(c.form.getByText(/Scheduled: post/)).toHaveCount(0); // gone by itself

  const again = composerPage(await openPage('popup.html'));
  await again.ready();
  await expect(budgetLine(again.page)).toContainText('28 of 30 writes left'); // the outbox and budget answered
  await expect(again.form.getByText(/Scheduled: post/)).toHaveCount(0);
  await expect(again.form.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
});
