import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, signIn } from './composer-page';

test.beforeEach(async ({ serviceWorker }) => {
  test.setTimeout(60_000); // axe walks the whole page several times: slow on a busy machine
  await signIn(serviceWorker);
});

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test('axe finds no serious or critical violations in the composer, in each of its states', async ({ openPage }) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  expect(await seriousViolations(c.page)).toEqual([]);

  // Filled: a thread, a title, the library open, a flagged time, problems shown after a refused send.
  await c.account('Dana Whitfield', 'Twitter').check();
  await c.account('Whitfield Coffee TV', 'YouTube').check();
  await c.text.fill('x'.repeat(300));
  await c.button('Add reply').click();
  await c.button('Attach media').click();
  await expect(
    c.page
      .getByRole('region', { name: 'Media library' })
      .getByRole('button', { name: /^Attach image-/ })
      .first(),
  ).toBeVisible();
  await c.schedule('2020-01-01', '10:00', 'Europe/Paris');
  await c.button('Schedule').click();
  await expect(c.alert).toContainText('Not sent');
  expect(await seriousViolations(c.page)).toEqual([]);
});

test('axe finds no serious or critical violations in the composer tab', async ({ openPage }) => {
  const page = await openPage('composer.html');
  await composerPage(page).ready();
  expect(await seriousViolations(page)).toEqual([]);
});

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} never got the focus`);
}

test('the composer is usable from the keyboard alone: Tab order, Space to choose, Ctrl+Enter to send', async ({
  openPage,
  controls,
}) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await expect(c.text).toBeFocused(); // the text box has the focus when the composer opens
  await c.page.keyboard.type('Typed without a mouse.');
  const facebook = c.account('Whitfield Coffee Roasters', 'Facebook');
  await tabTo(c.page, facebook, 'Shift+Tab'); // the accounts come before the text
  await c.page.keyboard.press('Space');
  await expect(facebook).toBeChecked();
  await tabTo(c.page, c.page.getByRole('radio', { name: 'Schedule' }));
  await c.page.keyboard.press('ArrowLeft'); // radios move with the arrows
  await expect(c.page.getByRole('radio', { name: 'Post now' })).toBeChecked();
  await c.page.keyboard.press('Control+Enter');
  await expect(c.status).toContainText('Posted now');
  expect(((await controls.state()) as { posts: unknown[] }).posts).toHaveLength(1);
});
