/**
 * Snippets as a person sees them, light and dark, in English and German (with `npm run screenshots`): the list in
 * Settings and its editor at 800 px, and in the popup at 400 × 600 the `;` list open over the text and the line
 * naming what is added. Saved to test-results/screenshots/; no serious axe violation, nothing wider than the page.
 */
import { signIn } from './composer/composer-page';
import { expect, test } from './fixtures/extension';
import { lookLanguages } from './fixtures/look-languages';
import { shoot } from './fixtures/shoot';

const SNIPPETS = {
  en: [
    ['Signature', '— Ana Ribeiro, Café Lumen · Lisbon', ['linkedin'], true],
    ['Coffee tags', '#coffee #specialtycoffee #latteart #lisbon', 'all', false],
    ['Newsletter', 'Roast notes every Friday: https://cafelumen.example/news', ['twitter', 'bluesky'], false],
  ],
  de: [
    ['Signatur', '— Ana Ribeiro, Café Lumen · Lissabon', ['linkedin'], true],
    ['Kaffee-Tags', '#kaffee #specialtycoffee #latteart #lissabon', 'all', false],
    ['Newsletter', 'Röstnotizen jeden Freitag: https://cafelumen.example/news', ['twitter', 'bluesky'], false],
  ],
} as const;

for (const lang of lookLanguages()) {
  test.describe(lang, () => {
    test.use({ uiLanguage: lang });

    test.beforeEach(async ({ serviceWorker }) => {
      await signIn(serviceWorker);
      const snippets = SNIPPETS[lang].map(([name, text, networks, addToEvery], order) => ({
        id: `s${order}`,
        name,
        text,
        networks,
        addToEvery,
        order,
      }));
      await serviceWorker.evaluate((value) => chrome.storage.local.set({ snippets: value }), snippets);
    });

    test(`the snippet list in Settings (${lang})`, async ({ openPage }) => {
      const page = await openPage('options.html');
      await page.setViewportSize({ width: 800, height: 700 });
      const heading = page.getByRole('heading', { name: 'Snippets', level: 2 });
      await heading.scrollIntoViewIfNeeded();
      await expect(page.getByRole('listitem').filter({ hasText: 'Newsletter' })).toBeVisible();
      await page.evaluate(() => document.getElementById('snippets-heading')?.scrollIntoView());
      await shoot(page, `settings-snippets-${lang}`, { axe: lang === 'en' });
      await page
        .getByRole('button', { name: lang === 'en' ? /^Edit/ : /bearbeiten$/ })
        .first()
        .click();
      await page.evaluate(() => document.getElementById('snippets-heading')?.scrollIntoView());
      await shoot(page, `settings-snippets-edit-${lang}`, { axe: lang === 'en' });
    });

    test(`snippets in the popup at 400 × 600 (${lang})`, async ({ openPage }) => {
      const page = await openPage('popup.html');
      await page.setViewportSize({ width: 400, height: 600 });
      const text = page.locator('#qp-text');
      await expect(text).toBeVisible();
      for (const name of ['Dana Whitfield (Twitter)', 'Dana Whitfield (LinkedIn)'])
        await page.getByRole('checkbox', { name, exact: true }).check();
      await text.fill(
        lang === 'en'
          ? 'Our autumn blend is here: fig, cocoa and orange peel. '
          : 'Unsere Herbstmischung ist da: Feige, Kakao und Orangenschale. ',
      );
      await page.locator('#qp-insert-snippet').waitFor();
      await shoot(page, `popup-${lang}-snippets-added`, { axe: lang === 'en' });
      await text.press('End');
      await page.keyboard.type(';');
      await expect(page.getByRole('listbox')).toBeVisible();
      await shoot(page, `popup-${lang}-snippets-typed`, { axe: lang === 'en' });
      await page.keyboard.press('Escape');
      await page.locator('#qp-insert-snippet').click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await shoot(page, `popup-${lang}-snippets-tool`, { axe: lang === 'en' });
    });
  });
}
