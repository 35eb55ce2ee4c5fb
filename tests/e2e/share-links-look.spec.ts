/**
 * Clean and tagged links at the popup's real size, 400 × 600: a typed link with tracking parameters offered "Clean this
 * link" under the text, and the preview showing each network's final, tagged address; and Settings → "Share text" and
 * "Links" at 800 px with an unknown placeholder marked — light and dark, saved to test-results/screenshots/
 * (English and German with `npm run screenshots`).
 */
import { signIn } from './composer/composer-page';
import { expect, test } from './fixtures/extension';
import { lookLanguages } from './fixtures/look-languages';

const SETTINGS_WORDS = {
  en: { selection: 'Selected text', unknown: 'Quickpost does not know {autor}', share: 'Share text', links: 'Links' },
  de: { selection: 'Markierter Text', unknown: 'Quickpost kennt {autor} nicht', share: 'Teiltext', links: 'Links' },
} as const;

const WORDS = {
  en: {
    accounts: 'Accounts',
    text: 'Post text',
    preview: 'Preview',
    region: 'Preview on each network',
    clean: 'Clean this link',
  },
  de: {
    accounts: 'Konten',
    text: 'Beitragstext',
    preview: 'Vorschau',
    region: 'Vorschau für jedes Netzwerk',
    clean: 'Diesen Link bereinigen',
  },
} as const;

for (const lang of lookLanguages()) {
  test.describe(`in ${lang}`, () => {
    test.use({ uiLanguage: lang });

    test(`the tagged addresses in the preview and “Clean this link” at 400 × 600 (${lang})`, async ({
      openPage,
      serviceWorker,
    }) => {
      await signIn(serviceWorker);
      await serviceWorker.evaluate(() =>
        chrome.storage.local.set({
          shareSettings: {
            templates: {
              page: '{title}\n{url}',
              selection: '“{selection}”\n\n{url}',
              link: '{link_text}\n{url}',
              image: '',
            },
            links: { clean: true, tag: true, sites: ['whitfield.example'], campaign: 'autumn' },
          },
          // What a prefill of the roastery's own page left: its address is Quickpost's, so it is tagged when sent.
          draft: {
            version: 1,
            text: 'Our autumn blend is here: https://whitfield.example/autumn\nAs seen in https://news.example/a?utm_source=mail&id=4',
            replies: [],
            title: '',
            accounts: [],
            attachments: [],
            when: null,
            inserted: ['https://whitfield.example/autumn'],
            updatedAt: Date.now(),
          },
        }),
      );
      const page = await openPage('popup.html');
      await page.setViewportSize({ width: 400, height: 600 });
      const w = WORDS[lang];
      const account = (name: string) => page.getByRole('group', { name: w.accounts }).getByRole('checkbox', { name });
      await account('Dana Whitfield (Twitter)').check();
      await account('Dana Whitfield (LinkedIn)').check();
      await expect(page.getByRole('button', { name: w.clean })).toBeVisible();
      await page.getByRole('button', { name: w.preview, exact: true }).click();
      const region = page.getByRole('region', { name: w.region });
      await expect(region.getByRole('article')).toHaveCount(2);
      // Each network's card shows the address it gets; the link the person typed goes as written.
      await expect(region.getByRole('article').filter({ hasText: 'LinkedIn' })).toContainText(
        'https://whitfield.example/autumn?utm_source=linkedin&utm_medium=social&utm_campaign=autumn',
      );
      await expect(region.getByRole('article').filter({ hasText: 'LinkedIn' })).toContainText(
        'https://news.example/a?utm_source=mail&id=4',
      );
      await expect(region.getByRole('article').filter({ hasText: 'Twitter' })).toContainText(
        'whitfield.example/autumn?…',
      );
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          animations: 'disabled',
          path: `test-results/screenshots/popup-${lang}-links-${scheme}.png`,
        });
        await region.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await page.screenshot({
          animations: 'disabled',
          path: `test-results/screenshots/popup-${lang}-links-preview-${scheme}.png`,
        });
      }
    });

    test(`Settings → Share text and Links at 800 px (${lang})`, async ({ openPage, serviceWorker }) => {
      await signIn(serviceWorker);
      const page = await openPage('options.html');
      await page.setViewportSize({ width: 800, height: 900 });
      const w = SETTINGS_WORDS[lang];
      await page.getByRole('textbox', { name: w.selection }).fill('“{selection}” — {autor} {url}');
      await expect(page.getByText(w.unknown)).toBeVisible();
      for (const [part, heading] of [
        ['share', w.share],
        ['links', w.links],
      ] as const) {
        await page.getByRole('heading', { name: heading, exact: true }).evaluate((el) => el.scrollIntoView());
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.screenshot({
            animations: 'disabled',
            path: `test-results/screenshots/settings-${lang}-${part}-${scheme}.png`,
          });
        }
      }
    });
  });
}
