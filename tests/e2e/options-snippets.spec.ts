/**
 * Settings → "Snippets": added, reordered from the keyboard, deleted with Undo, and exported to a file that imports
 * back the same list; a file that is not a snippets file is refused whole, with a sentence.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/extension';

const section = (page: Page) => page.getByRole('region', { name: 'Snippets' });
const names = (page: Page) =>
  section(page).getByRole('list', { name: 'Snippets' }).getByRole('listitem').locator('strong');

async function add(page: Page, name: string, text: string) {
  await section(page).getByRole('button', { name: 'Add snippet' }).click();
  await expect(section(page).getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await page.keyboard.type(name);
  await section(page).getByRole('textbox', { name: 'Text', exact: true }).fill(text);
  await page.getByRole('button', { name: 'Save snippet' }).click();
  await expect(section(page)).toContainText(`“${name}” saved.`);
}

test('add, reorder from the keyboard, delete with Undo, and a file out and back in', async ({
  openPage,
  serviceWorker,
}, testInfo) => {
  const page = await openPage('options.html');
  await expect(section(page).getByText('No snippets yet.', { exact: false })).toBeVisible();

  await section(page).getByRole('button', { name: 'Add snippet' }).click();
  await section(page).getByRole('textbox', { name: 'Text', exact: true }).fill('— Ana, Café Lumen');
  await page.getByRole('radio', { name: 'Only these networks:' }).check();
  await page.getByRole('checkbox', { name: 'LinkedIn', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Add to every post for these networks' }).check();
  await page.getByRole('button', { name: 'Save snippet' }).click();
  // Without a name nothing is saved; what was typed stays, and the name's box says why.
  await expect(section(page).getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expect(section(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription(
    /Give the snippet a name/,
  );
  await expect(section(page).getByRole('textbox', { name: 'Text', exact: true })).toHaveValue('— Ana, Café Lumen');
  await section(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Signature');
  await page.getByRole('button', { name: 'Save snippet' }).click();
  await expect(section(page).getByText('LinkedIn · added to every post')).toBeVisible();
  await add(page, 'Coffee tags', '#coffee #latte');
  await add(page, 'Newsletter', 'Get the roast notes: https://example.com/news');
  await expect(names(page)).toHaveText(['Signature', 'Coffee tags', 'Newsletter']);

  // Reordered with the keyboard: the focus stays with the moved row.
  await page.getByRole('button', { name: 'Move “Newsletter” up' }).focus();
  await page.keyboard.press('Enter');
  await expect(names(page)).toHaveText(['Signature', 'Newsletter', 'Coffee tags']);
  await expect(page.getByRole('button', { name: 'Move “Newsletter” up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(names(page)).toHaveText(['Newsletter', 'Signature', 'Coffee tags']);
  await expect(section(page)).toContainText('“Newsletter” is now number 1 of 3.');

  // Deleted, and back with Undo.
  await page.getByRole('button', { name: 'Delete “Signature”' }).click();
  await expect(names(page)).toHaveText(['Newsletter', 'Coffee tags']);
  await section(page).getByRole('button', { name: 'Undo' }).click();
  await expect(names(page)).toHaveText(['Newsletter', 'Signature', 'Coffee tags']);

  // Out to a file, every snippet deleted, and the file read back: the same list.
  const downloading = page.waitForEvent('download');
  await section(page).getByRole('button', { name: 'Export as file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('quickpost-snippets.json');
  const file = testInfo.outputPath('snippets.json');
  await download.saveAs(file);
  const before = (await serviceWorker.evaluate(() => chrome.storage.local.get('snippets'))).snippets;
  for (const name of ['Newsletter', 'Signature', 'Coffee tags']) {
    await page.getByRole('button', { name: `Delete “${name}”` }).click();
    await expect(page.getByRole('button', { name: `Delete “${name}”` })).toBeHidden();
  }
  await expect(names(page)).toHaveCount(0);
  await page.getByLabel('Import a file…').setInputFiles(file);
  await expect(names(page)).toHaveText(['Newsletter', 'Signature', 'Coffee tags']);
  expect((await serviceWorker.evaluate(() => chrome.storage.local.get('snippets'))).snippets).toEqual(before);

  // A file that is not a snippets file: refused whole, the list as it was.
  const other = testInfo.outputPath('other.json');
  await writeFile(other, JSON.stringify({ quickpost: 'ideas', version: 1, ideas: [] }));
  await page.getByLabel('Import a file…').setInputFiles(other);
  await expect(section(page).getByRole('alert')).toHaveText(
    'This is not a Quickpost snippets file, or it is damaged: nothing was imported.',
  );
  await expect(names(page)).toHaveText(['Newsletter', 'Signature', 'Coffee tags']);
  expect(JSON.parse(await readFile(file, 'utf8')).snippets).toHaveLength(3);
});
