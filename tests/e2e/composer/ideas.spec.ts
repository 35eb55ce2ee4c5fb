/**
 * Ideas (docs/design.md §3.7): a whole draft kept in the browser — "Save as idea", or the context menu's "Save to
 * ideas" — listed in the popup's Ideas view, opened in the composer again, queued from the list through the outbox,
 * at most 500 of them, and gone after "Forget everything".
 */
import type { Page, Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { useTestSite, SELECTED } from '../ways-in/test-site';
import { composerPage, type SandboxState } from './composer-page';

const site = useTestSite();

const ideasView = (page: Page) => page.getByRole('tabpanel', { name: 'Ideas' });
const storedIdeas = (worker: Worker) =>
  worker.evaluate(async () => ((await chrome.storage.local.get('ideas')).ideas ?? []) as { title: string }[]);

async function showIdeas(page: Page) {
  await page.getByRole('tab', { name: 'Ideas' }).click();
  await expect(ideasView(page).getByRole('searchbox', { name: 'Search ideas' })).toBeVisible();
}

test('"Save as idea", close, reopen: "Open in composer" gives the same draft back', async ({ openPage }) => {
  let c = await composerPage(await openPage('popup.html')).ready();
  await c.account('Dana Whitfield', 'Twitter').check();
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.text.fill('Our autumn blend is here.\nFig, cocoa and orange peel.');
  await c.button('Add reply').click();
  await c.reply(1).fill('Roasted this week in small batches.');
  await c.page.getByRole('checkbox', { name: 'Customize for each network' }).check();
  await c.page.getByRole('tab', { name: /^LinkedIn/ }).click();
  await c.page.getByRole('textbox', { name: 'LinkedIn text' }).fill('Autumn blend, for the LinkedIn crowd.');
  await c.button('Attach media').click();
  const attach = c.page.getByRole('region', { name: 'Media library' }).getByRole('button', { name: /^Attach image-/ });
  const image = (await attach.first().getAttribute('aria-label'))!.replace('Attach ', '');
  await attach.first().click();
  await expect(c.button(`Remove ${image}`)).toBeVisible();

  await c.button('Save as idea').click();
  await expect(c.form.getByRole('status').filter({ hasText: 'Saved to your ideas' })).toBeVisible();
  await expect(c.text).toHaveValue(''); // the composer is free for the next post, its accounts kept
  await expect(c.account('Dana Whitfield', 'LinkedIn')).toBeChecked();
  await c.page.close();

  c = await composerPage(await openPage('popup.html')).ready();
  await c.text.fill('Something else, half written.');
  await showIdeas(c.page);
  const view = ideasView(c.page);
  await expect(view.getByRole('listitem')).toHaveCount(1);
  await expect(view.getByRole('listitem')).toContainText('Our autumn blend is here.');
  await view.getByRole('button', { name: /^Open in composer: Our autumn blend/ }).click();

  await expect(c.page.getByRole('tab', { name: 'Compose' })).toHaveAttribute('aria-selected', 'true');
  await expect(c.text).toHaveValue('Our autumn blend is here.\nFig, cocoa and orange peel.');
  await expect(c.reply(1)).toHaveValue('Roasted this week in small batches.');
  await expect(c.account('Dana Whitfield', 'Twitter')).toBeChecked();
  await expect(c.account('Dana Whitfield', 'LinkedIn')).toBeChecked();
  await c.page.getByRole('tab', { name: /^LinkedIn/ }).click();
  await expect(c.page.getByRole('textbox', { name: 'LinkedIn text' })).toHaveValue(
    'Autumn blend, for the LinkedIn crowd.',
  );
  await expect(c.button(`Remove ${image}`)).toBeVisible();
  // Nothing is lost: the draft that was open is an idea now.
  await expect(c.form.getByRole('status').filter({ hasText: 'The draft you had open is now an idea.' })).toBeVisible();
  await showIdeas(c.page);
  await expect(view.getByRole('listitem')).toHaveCount(1);
  await expect(view.getByRole('listitem')).toContainText('Something else, half written.');
});

test('"Add to queue" from the list: the sandbox gets the post at the queue\'s slot, and the idea leaves', async ({
  openPage,
  controls,
}) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.text.fill('Queued straight from the ideas.');
  await c.button('Save as idea').click();
  await expect(c.text).toHaveValue('');
  await showIdeas(c.page);
  const view = ideasView(c.page);
  await view.getByRole('button', { name: /^Add to queue: Queued straight/ }).click();
  await expect(view.getByRole('status')).toContainText('Scheduled: post');
  await expect(view.getByRole('listitem')).toHaveCount(0);

  const { posts } = (await controls.state()) as SandboxState;
  expect(posts).toHaveLength(1);
  const [post] = posts;
  expect(post!.content).toBe('Queued straight from the ideas.');
  expect(post!.accounts.map((a) => a.type)).toEqual(['linkedin']);
  // A slot of the default schedule (weekdays at 09:00, 12:30, 17:00) in the person's zone (this browser: UTC).
  expect(post!.timezone).toBe('UTC');
  expect(post!.scheduled_date).toMatch(/ (09:00|12:30|17:00):00$/);
  const day = new Date(`${post!.scheduled_date.replace(' ', 'T')}Z`).getUTCDay();
  expect(day).toBeGreaterThanOrEqual(1);
  expect(day).toBeLessThanOrEqual(5);
});

test('the right-click "Save to ideas" keeps a selection as an idea, without opening the composer', async ({
  extContext,
  serviceWorker,
  openPage,
}) => {
  const article = await extContext.newPage();
  await article.goto(`${site.origin}/article`);
  await article.bringToFront();
  const pagesBefore = extContext.pages().length;
  await serviceWorker.evaluate(
    async ({ url, selection }) => {
      const [tab] = await chrome.tabs.query({ url: `${url}/article` });
      // dispatch: Chromium's own event dispatch, reaching the listener a real click reaches.
      (chrome.contextMenus.onClicked as unknown as { dispatch(info: unknown, tab: unknown): void }).dispatch(
        { menuItemId: 'quickpost-idea', editable: false, frameId: 0, pageUrl: tab!.url, selectionText: selection },
        tab,
      );
    },
    { url: site.origin, selection: SELECTED },
  );
  await expect.poll(async () => (await storedIdeas(serviceWorker)).length).toBe(1);
  expect(extContext.pages()).toHaveLength(pagesBefore);

  const c = await composerPage(await openPage('popup.html')).ready();
  await showIdeas(c.page);
  await expect(ideasView(c.page).getByRole('listitem')).toContainText(`“${SELECTED}”`);
  await ideasView(c.page)
    .getByRole('button', { name: /^Open in composer/ })
    .click();
  await expect(c.text).toHaveValue(`“${SELECTED}”\n\n${site.origin}/article`);
});

test('at 500 ideas the 501st is refused with the sentence, and what was typed stays', async ({
  serviceWorker,
  openPage,
}) => {
  await serviceWorker.evaluate(async () => {
    const draft = { version: 1, text: '', replies: [], title: '', accounts: [], attachments: [], when: null };
    const ideas = Array.from({ length: 500 }, (_, i) => ({
      id: `seeded-${i}`,
      savedAt: i + 1,
      title: `Seeded idea ${i}`,
      draft: { ...draft, text: `Seeded idea ${i}`, updatedAt: i + 1 },
    }));
    await chrome.storage.local.set({ ideas });
  });
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.text.fill('One idea too many.');
  await c.button('Save as idea').click();
  await expect(c.form.getByRole('alert').filter({ hasText: /You have 500 ideas/ })).toHaveText(
    'You have 500 ideas, the most Quickpost keeps: delete some you no longer need to save this one.',
  );
  await expect(c.text).toHaveValue('One idea too many.');
  expect(await storedIdeas(serviceWorker)).toHaveLength(500);
});

test('"Forget everything" leaves no idea', async ({ serviceWorker, openPage }) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.text.fill('An idea to forget.');
  await c.button('Save as idea').click();
  await expect.poll(async () => (await storedIdeas(serviceWorker)).length).toBe(1);
  await c.page.close();

  const options = await openPage('options.html');
  const section = options.getByRole('region', { name: 'Forget everything on this browser' });
  await section.getByRole('button', { name: 'Forget everything…' }).click();
  await section.getByRole('button', { name: 'Yes, forget everything' }).click();
  await expect(section.getByText('Quickpost forgot everything on this browser.')).toBeVisible();
  expect(await storedIdeas(serviceWorker)).toEqual([]);
});
