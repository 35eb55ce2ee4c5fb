/**
 * Snippets in the composer: a signature marked "Add to every post" for LinkedIn is named under the text, shown in
 * LinkedIn's preview and reaches the sandbox's LinkedIn post only; `;` and part of a name insert one at the caret,
 * from the keyboard, through a listbox the text box controls.
 */
import type { Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, daysAhead, signIn, type SandboxState } from './composer-page';

const SIGNATURE = '— Ana, Café Lumen';
const SNIPPETS = [
  { id: 'sig', name: 'Signature', text: SIGNATURE, networks: ['linkedin'], addToEvery: true, order: 0 },
  { id: 'tags', name: 'Coffee tags', text: '#coffee #latte', networks: 'all', addToEvery: false, order: 1 },
];

/** The snippets as Settings → Snippets keeps them. */
async function storeSnippets(worker: Worker): Promise<void> {
  await worker.evaluate((snippets) => chrome.storage.local.set({ snippets }), SNIPPETS);
}

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
  await storeSnippets(serviceWorker);
});

test('a signature for LinkedIn: named under the text, in LinkedIn’s preview, and in LinkedIn’s post only', async ({
  openPage,
  controls,
}) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.account('Dana Whitfield', 'Twitter').check();
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.text.fill('Our autumn blend is here.');
  await expect(c.page.getByText('+ “Signature” is added at the end for LinkedIn when sent.')).toBeVisible();
  await expect(c.text).toHaveValue('Our autumn blend is here.'); // never typed into the text itself

  await c.button('Preview').click();
  const linkedin = c.page.getByRole('article', { name: 'LinkedIn preview, as Dana Whitfield' });
  const twitter = c.page.getByRole('article', { name: 'Twitter preview, as Dana Whitfield' });
  await expect(linkedin).toContainText(SIGNATURE);
  await expect(twitter).toContainText('Our autumn blend is here.');
  await expect(twitter).not.toContainText(SIGNATURE);

  await c.schedule(daysAhead(3), '10:00', 'UTC');
  await c.button('Schedule').click();
  await expect(c.status).toHaveText(/^Scheduled: post \d+ and post \d+, for /);
  const posts = ((await controls.state()) as SandboxState).posts;
  expect(posts.map((p) => [p.accounts.map((a) => a.type).join(','), p.content]).sort()).toEqual([
    ['linkedin', `Our autumn blend is here.\n\n${SIGNATURE}`],
    ['twitter', 'Our autumn blend is here.'],
  ]);
});

test('; and part of a name offer the snippets; the arrows and Enter insert one at the caret', async ({ openPage }) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.text.fill('Fresh beans world');
  await c.text.press('Home');
  for (let i = 0; i < 'Fresh beans '.length; i++) await c.text.press('ArrowRight');
  await c.page.keyboard.type(';co');
  const list = c.page.getByRole('listbox', { name: 'Snippets' });
  await expect(list.getByRole('option')).toHaveText([/^Coffee tags/]);
  await expect(c.text).toHaveAttribute('aria-controls', 'qp-snippet-list');
  await c.page.keyboard.press('Backspace');
  await c.page.keyboard.press('Backspace'); // ";" alone: every snippet
  await expect(list.getByRole('option')).toHaveCount(2);
  await c.page.keyboard.press('ArrowDown');
  const chosen = list.getByRole('option', { name: /^Coffee tags/ });
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(c.text).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
  await c.page.keyboard.press('Enter');
  await expect(c.text).toHaveValue('Fresh beans #coffee #latte world');
  await expect(list).toBeHidden();
  await c.page.keyboard.type('and '); // the caret is after the snippet
  await expect(c.text).toHaveValue('Fresh beans #coffee #latte and world');
  // Escape closes the list and keeps what was typed.
  await c.page.keyboard.type(';s');
  await expect(list).toBeVisible();
  await c.page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(c.text).toHaveValue('Fresh beans #coffee #latte and ;sworld');
});
