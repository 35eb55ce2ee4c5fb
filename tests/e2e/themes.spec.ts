/**
 * Light and dark themes (docs/design.md §3.6): the popup and the options page follow prefers-color-scheme,
 * axe finds no serious or critical violation (colour contrast included) in either, and the screenshots of both
 * pages in both themes are kept in test-results/screenshots/ for a person to look at.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signIn } from './composer/composer-page';
import { expect, test } from './fixtures/extension';
import { optionsPage } from './pages/options-page';

const SCHEMES = ['light', 'dark'] as const;

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`) }));
}

/** The page background's relative luminance (0 black … 1 white), from its computed colour. */
async function backgroundLuminance(page: Page): Promise<number> {
  const rgb = await page.evaluate(() => {
    const probe = document.createElement('canvas').getContext('2d')!;
    probe.fillStyle = getComputedStyle(document.body).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    return [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
  const [r, g, b] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function checkTheme(page: Page, scheme: (typeof SCHEMES)[number], name: string) {
  await page.emulateMedia({ colorScheme: scheme });
  const luminance = await backgroundLuminance(page);
  if (scheme === 'light') expect(luminance, 'light background').toBeGreaterThan(0.8);
  else expect(luminance, 'dark background').toBeLessThan(0.05);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/screenshots/${name}-${scheme}.png`, fullPage: true });
}

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

for (const scheme of SCHEMES) {
  test(`the popup in the ${scheme} theme: readable, no serious axe violations`, async ({ openPage }) => {
    const page = await openPage('popup.html');
    await page.setViewportSize({ width: 440, height: 760 });
    await expect(page.getByRole('checkbox', { name: 'Whitfield Coffee TV' })).toBeVisible(); // accounts loaded
    // Some state colours on screen: an account chosen and a text over Twitter's limit.
    await page.getByRole('checkbox', { name: 'Whitfield Coffee TV' }).check();
    await page.getByRole('textbox', { name: 'Post text' }).fill('Themes check. '.repeat(25));
    await checkTheme(page, scheme, 'popup');
  });

  test(`the options page in the ${scheme} theme: readable, no serious axe violations`, async ({ openPage }) => {
    const options = optionsPage(await openPage('options.html'));
    await options.page.setViewportSize({ width: 900, height: 1100 });
    await options.ready();
    await options.checkConnection.click();
    await expect(options.status).toContainText('Connected as');
    // A hint and a field error on screen too, so their colours are checked.
    await options.relayUrl.fill('not an address');
    await options.saveIn('Notifications').click();
    await expect(options.alert).toContainText('Nothing was saved');
    await checkTheme(options.page, scheme, 'options');
  });
}

test('the two themes differ on every page (the tokens follow prefers-color-scheme)', async ({ openPage }) => {
  for (const path of ['popup.html', 'options.html', 'composer.html']) {
    const page = await openPage(path);
    await page.emulateMedia({ colorScheme: 'light' });
    const light = await backgroundLuminance(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await backgroundLuminance(page);
    expect(light - dark, path).toBeGreaterThan(0.7);
    await page.close();
  }
});
