/**
 * A German browser gets a German popup: Chromium started with --lang=de picks _locales/de for the
 * extension's pages, and Intl follows the page's language.
 */
import { expect, test } from '../fixtures/extension';
import { signIn } from '../composer/composer-page';

test.use({ uiLanguage: 'de' });

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

test('the popup speaks German: composer labels, buttons, the When choice and the posts list', async ({ openPage }) => {
  const page = await openPage('popup.html');
  const form = page.getByRole('form', { name: 'Neuer Beitrag' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Beitragstext' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Konten' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Whitfield Coffee TV' })).toBeVisible(); // accounts loaded
  await expect(page.getByRole('button', { name: 'Konten aktualisieren', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Medien anhängen', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'In einem Tab öffnen', exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Planen' }).check();
  await expect(page.getByLabel('Datum', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Zeitzone' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /./);
  // Nothing English is left on the composer's face.
  await expect(form).not.toContainText('Post now');
  await expect(form).not.toContainText('Refresh accounts');
  await page.getByRole('tab', { name: /^Beiträge/ }).click();
  await expect(page.getByRole('heading', { name: 'Deine Beiträge' })).toBeVisible();
});
