import { expect, test } from '../fixtures/extension';
import { composerPage, signIn } from './composer-page';

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

test('the popup says how many reads and writes are left, matching the service’s own counters', async ({
  openPage,
  controls,
}) => {
  const first = await composerPage(await openPage('popup.html')).ready();
  await first.page.close();
  // Reopened: the line reflects what the first open spent (accounts, posts), counted by the sandbox too.
  const popup = await composerPage(await openPage('popup.html')).ready();
  const { counters } = (await controls.state()) as { counters: { read: { used: number; limit: number } } };
  expect(counters.read.used).toBeGreaterThan(0);
  const left = counters.read.limit - counters.read.used;
  await popup.showPosts(); // the line sits under the posts, where reads are spent
  await expect(popup.page.getByText(new RegExp(`\\b${left} of 60 reads left`))).toBeVisible();
  await expect(popup.page.getByText(/30 of 30 writes left/)).toBeVisible();
});
