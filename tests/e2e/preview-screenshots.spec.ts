/**
 * The preview at the popup's real size, 400 × 600 (docs/design.md §3.7, §5 "Look"): LinkedIn and Bluesky cards of a
 * shared page with its link card, in light and dark, English and German, saved to
 * test-results/screenshots/popup-<lang>-preview-<scheme>.png. (Axe runs on the preview in a popup page's tab, in
 * composer/preview.spec.ts: an axe run closes the real toolbar popup.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signIn } from './composer/composer-page';
import { expect, test } from './fixtures/extension';
import { lookLanguages } from './fixtures/look-languages';
import { imagesLoaded } from './fixtures/images-loaded';

const PAGE = `<!doctype html><html><head><title>Journal</title>
<meta property="og:title" content="Cupping notes: the 2026 harvest">
<meta property="og:description" content="Twelve lots cupped and scored by the Whitfield team, from Huila to Sidama.">
<meta property="og:image" content="/harvest.png"><meta property="og:site_name" content="Whitfield Roasters"></head>
<body><h1>Cupping notes</h1></body></html>`;

let server: Server;
let origin = '';
test.beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const WORDS = {
  en: { accounts: 'Accounts', text: 'Post text', preview: 'Preview', region: 'Preview on each network' },
  de: { accounts: 'Konten', text: 'Beitragstext', preview: 'Vorschau', region: 'Vorschau für jedes Netzwerk' },
} as const;

for (const lang of lookLanguages()) {
  test.describe(`in ${lang}`, () => {
    test.use({ uiLanguage: lang });

    test(`screenshots of the preview at 400 × 600 (${lang})`, async ({ extContext, serviceWorker }) => {
      await signIn(serviceWorker);
      const w = WORDS[lang];
      const tab = await extContext.newPage();
      await tab.goto(`${origin}/journal/cupping-notes`);
      await tab.bringToFront();
      const opened = extContext.waitForEvent('page', { predicate: (p) => /\/popup\.html/.test(p.url()) });
      await serviceWorker.evaluate(() => chrome.action.openPopup());
      const page = await opened;
      const account = (name: string) => page.getByRole('group', { name: w.accounts }).getByRole('checkbox', { name });
      await expect(page.getByRole('textbox', { name: w.text })).toHaveValue(/cupping-notes/); // the page, prefilled
      await account('Dana Whitfield (LinkedIn)').check();
      await account('Dana Whitfield (Bluesky)').check();
      await page.getByRole('button', { name: w.preview, exact: true }).click();
      const region = page.getByRole('region', { name: w.region });
      await expect(region.getByRole('article')).toHaveCount(2);
      await expect(region.getByRole('group').first()).toBeVisible(); // the link card, read from the tab
      await region.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await imagesLoaded(page);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({
          animations: 'disabled',
          path: `test-results/screenshots/popup-${lang}-preview-${scheme}.png`,
        });
      }
    });
  });
}
