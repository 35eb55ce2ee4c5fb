/**
 * "Customize for each network" (docs/design.md §3.7): one post per distinct text, sent through the outbox as one
 * group; a partial failure comes back with only the posts that did not go out, and sending again makes no duplicate.
 */
import { expect, test } from '../fixtures/extension';
import { composerPage, daysAhead, signIn, type SandboxState } from './composer-page';

// A browser of each test's own: its dropped answers (drop_after_commit) must meet a new connection. On a kept-alive one,
// Chromium sends a POST again by itself when the connection closes before any answer, which the outbox cannot see.
test.use({ freshBrowser: true });

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

const SHARED =
  'Our autumn blend is here: notes of fig, cocoa and orange peel, roasted this week in small batches for every cup.';

async function customise(c: ReturnType<typeof composerPage>, twitterText: string) {
  await c.account('Dana Whitfield', 'Twitter').check();
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.text.fill(SHARED);
  await c.page.getByRole('checkbox', { name: 'Customize for each network' }).check();
  await c.page.getByRole('tab', { name: /^Twitter/ }).click();
  const copy = c.page.getByRole('textbox', { name: 'Twitter text' });
  await expect(copy).toHaveValue(SHARED); // an untouched copy follows the shared text
  await copy.fill(twitterText);
  await expect(c.page.getByRole('tab', { name: 'Twitter, edited' })).toBeVisible();
  await expect(c.page.getByText('2 posts will be created.')).toBeVisible();
  await c.schedule(daysAhead(3), '10:00', 'UTC');
}

const contents = (state: SandboxState) =>
  state.posts.map((p) => [p.content, p.accounts.map((a) => a.type).join(',')]).sort();

test('a customised Twitter copy: two posts, each with its own text, two writes', async ({ openPage, controls }) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await customise(c, 'Autumn blend is here. Fig, cocoa, orange.');
  await c.button('Schedule').click();
  // Both outcomes, said together once both are known (the second may still be on its way when the first is said).
  await expect(c.status).toHaveText(/^Scheduled: post \d+ and post \d+, for /);
  const state = (await controls.state()) as SandboxState;
  expect(contents(state)).toEqual([
    ['Autumn blend is here. Fig, cocoa, orange.', 'twitter'],
    [SHARED, 'linkedin'],
  ]);
  // The budget line counts both writes. (Not the sandbox's own counter: the worker's sandbox is shared, and an upload
  // the test before left in flight may land after the reset.)
  await c.showPosts();
  await expect(c.page.getByText(/28 of 30 writes left/)).toBeVisible();
});

test('a partial failure: the post that went out is said, only the other comes back, and sending it again makes no duplicate', async ({
  openPage,
  controls,
}) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await customise(c, 'Short for Twitter.');
  // The group's first request (Twitter's) is refused; LinkedIn's goes out.
  await controls.fault({ path: '/developers/v1/post', method: 'POST', status: 400, count: 1 });
  await c.button('Schedule').click();
  await expect(c.alert).toContainText('Went out: LinkedIn.');
  // Back in the composer: Twitter alone, with its own copy.
  await expect(c.account('Dana Whitfield', 'Twitter')).toBeChecked();
  await expect(c.account('Dana Whitfield', 'LinkedIn')).not.toBeChecked();
  expect(contents((await controls.state()) as SandboxState)).toEqual([[SHARED, 'linkedin']]);

  await c.button('Schedule').click();
  await expect(c.status).toContainText('Scheduled: post');
  // Polled: the status may still be the first send's (LinkedIn's post) when the second one's request is on its way.
  await expect
    .poll(async () => contents((await controls.state()) as SandboxState))
    .toEqual([
      [SHARED, 'linkedin'],
      ['Short for Twitter.', 'twitter'],
    ]);
});

test('a lost answer for one post of the group: checked in the post list, not sent twice', async ({
  openPage,
  controls,
}) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await customise(c, 'Dropped, yet once.');
  await controls.fault({ path: '/developers/v1/post', method: 'POST', drop_after_commit: true, count: 1 });
  await c.button('Schedule').click();
  await expect
    .poll(async () => contents((await controls.state()) as SandboxState))
    .toEqual([
      ['Dropped, yet once.', 'twitter'],
      [SHARED, 'linkedin'],
    ]);
  await expect(c.status).toContainText('Scheduled: post');
  await c.page.reload();
  await composerPage(c.page).ready();
  expect(((await controls.state()) as SandboxState).posts).toHaveLength(2);
});

test('the copies are part of the draft: reopened, the edited copy is there; reset, it follows the shared text again', async ({
  openPage,
}) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await customise(c, 'Kept across a reopen.');
  await c.page.reload();
  await composerPage(c.page).ready();
  const tab = c.page.getByRole('tab', { name: 'Twitter, edited' });
  await tab.click();
  await expect(c.page.getByRole('textbox', { name: 'Twitter text' })).toHaveValue('Kept across a reopen.');
  await c.button('Use shared text').click();
  await expect(c.page.getByRole('tab', { name: 'Twitter', exact: true })).toBeVisible();
  await expect(c.page.getByRole('textbox', { name: 'Twitter text' })).toHaveValue(SHARED);
  await expect(c.page.getByText('2 posts will be created.')).toBeHidden(); // one text again: one post
});
