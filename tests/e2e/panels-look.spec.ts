/**
 * The side panel and the settings page in the popup's visual system (docs/design.md §5 "Look"): the side panel at
 * 320 and 480 px wide, the settings page at 800 px, light and dark, English and German — saved to
 * test-results/screenshots/ for a person to look at; nothing wider than the page (German's longer words most of all),
 * and no serious axe violation. Axe runs on the English pages: the German ones have the same structure and colours,
 * and its four runs per test cost CI about half a minute.
 */
import { signIn } from './composer/composer-page';
import { expect, test } from './fixtures/extension';
import { shoot } from './fixtures/shoot';

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
