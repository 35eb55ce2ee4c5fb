/**
 * The side panel and the settings page in the popup's visual system (docs/design.md §5 "Look"): the side panel at
 * 320 and 480 px wide, the settings page at 800 px, light and dark, English and German — saved to
 * test-results/screenshots/ for a person to look at; nothing wider than the page (German's longer words most of all),
 * and no serious axe violation. Axe runs on the English pages: the German ones have the same structure and colours,
 * and its four runs per test cost CI about half a minute.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signIn } from './composer/composer-page';
import { expect, test } from './fixtures/extension';

async function shoot(page: Page, name: string, { fullPage = false, axe = true } = {}) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ animations: 'disabled', path: `test-results/screenshots/${name}-${scheme}.png`, fullPage });
    const { violations } = axe ? await new AxeBuilder({ page }).analyze() : { violations: [] };
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
      `${name} ${scheme}`,
    ).toEqual([]);
    // Nothing runs off the side: the page is as wide as the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), `${name} ${scheme}`).toBe(0);
  }
}

for (const lang of ['en', 'de'] as const) {
  test.describe(`${lang}`, () => {
    test.use({ uiLanguage: lang });

    test(`the side panel at 320 and 480 px (${lang})`, async ({ openPage, serviceWorker }) => {
      test.slow();
      await signIn(serviceWorker);
      const page = await openPage('sidepanel.html');
      for (const width of [320, 480]) {
        await page.setViewportSize({ width, height: 720 });
        await expect(page.getByRole('checkbox').first()).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
        await shoot(page, `sidepanel-${lang}-${width}`, { axe: lang === 'en' });
      }
    });

    test(`the settings page at 800 px (${lang})`, async ({ openPage, serviceWorker }) => {
      test.slow();
      await signIn(serviceWorker);
      const page = await openPage('options.html');
      await page.setViewportSize({ width: 800, height: 900 });
      await expect(page.getByRole('status').first()).not.toHaveText(/Loading|Laden/, { timeout: 15_000 });
      const list = page.getByRole('navigation');
      await expect(list.getByRole('link')).toHaveCount(10);
      await shoot(page, `settings-${lang}-800`, { fullPage: true, axe: lang === 'en' });
      // The section list stays in view: scrolled to the last section, its links are still on screen.
      await list.getByRole('link').last().click();
      await expect(list.getByRole('link').first()).toBeInViewport();
      await page.screenshot({
        animations: 'disabled',
        path: `test-results/screenshots/settings-${lang}-800-scrolled-dark.png`,
      });
    });
  });
}
