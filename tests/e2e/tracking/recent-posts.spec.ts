/**
 * The popup's recent posts against the sandbox: upcoming and recent with status badges and times,
 * delete with confirmation (a post published meanwhile answers 409, one deleted elsewhere 404), analytics of
 * a published post, the dashboard link — and reopening the popup spends no read.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { readsUsed, signIn, utcDateTime } from './tracking-helpers';

const MIN = 60_000;

/** Creates a post straight on the service, as if made on its dashboard (writes, not reads). */
async function servicePost(baseUrl: string, content: string, when: number | 'now'): Promise<number> {
  const body = {
    content,
    accounts: [{ id: 1, type: 'twitter' }],
    ...(when === 'now' ? { post_instant: true } : utcDateTime(when)),
  };
  const response = await fetch(`${baseUrl}/developers/v1/post`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'smm_demo' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { post_id: number }).post_id;
}

const row = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

/** A row's action, from its row menu. */
async function act(page: Page, text: string, action: string) {
  await row(page, text)
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await row(page, text).getByRole('button', { name: action, exact: true }).click();
}

async function deleteFromList(page: Page, text: string) {
  await act(page, text, 'Delete');
  await row(page, text).getByRole('button', { name: 'Delete post' }).click();
}

test('list, delete (409 and 404 explained), analytics, dashboard link', async ({
  serviceWorker,
  openPage,
  controls,
  sandbox,
}) => {
  await signIn(serviceWorker);
  // Tomorrow at 15:00 UTC.
  const tomorrow = Date.parse(`${new Date(Date.now() + 24 * 60 * MIN).toISOString().slice(0, 10)}T15:00:00Z`);
  await servicePost(sandbox.url, 'Coffee tasting tomorrow', tomorrow);
  await servicePost(sandbox.url, 'Goes out in two minutes', Math.ceil((Date.now() + 2 * MIN) / MIN) * MIN);
  const gone = await servicePost(sandbox.url, 'Deleted on the dashboard', tomorrow + 60 * MIN);
  await servicePost(sandbox.url, 'Already out there', 'now');
  await controls.advanceClock(0); // runs the instant post's publication

  const popup = await openPage('popup.html');
  // The posts are a view of their own beside the composer, its tab counting the upcoming ones.
  await expect(popup.getByRole('tab', { name: 'Posts (3 upcoming)' })).toBeVisible();
  await popup.getByRole('tab', { name: /^Posts/ }).click();
  const posts = popup.getByRole('region', { name: 'Your posts' });
  const upcoming = posts.getByRole('list', { name: 'Upcoming' });
  const recent = posts.getByRole('list', { name: 'Recent' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(3);
  await expect(row(popup, 'Coffee tasting tomorrow').getByText('Scheduled', { exact: true })).toBeVisible();
  // In the person's zone (this browser runs in UTC and the settings leave the zone to it), in its locale's style.
  await expect(row(popup, 'Coffee tasting tomorrow').locator('time')).toHaveText(/\b(3:00\sPM|15:00)\b/);
  await expect(
    recent.getByRole('listitem').filter({ hasText: 'Already out there' }).getByText('Published', { exact: true }),
  ).toBeVisible();
  await expect(posts.getByRole('link', { name: 'Open the dashboard' })).toHaveAttribute('href', sandbox.url);
  await expect(posts.getByRole('status').filter({ hasText: /^Updated / })).toBeVisible();

  // Delete a scheduled post.
  await act(popup, 'Coffee tasting tomorrow', 'Delete');
  await row(popup, 'Coffee tasting tomorrow').getByRole('button', { name: 'Keep it' }).click();
  await deleteFromList(popup, 'Coffee tasting tomorrow');
  await expect(posts.getByRole('status').filter({ hasText: 'The post was deleted.' })).toBeVisible();
  await expect(row(popup, 'Coffee tasting tomorrow')).toHaveCount(0);
  const after = (await controls.state()) as { posts: { content: string }[] };
  expect(after.posts.map((p) => p.content)).not.toContain('Coffee tasting tomorrow');

  // Published meanwhile: the service refuses (409) and the popup says why.
  await controls.advanceClock(3 * MIN);
  await deleteFromList(popup, 'Goes out in two minutes');
  await expect(posts.getByRole('alert')).toContainText(
    'This post can no longer be deleted, probably because it is already published',
  );

  // Deleted elsewhere: 404 takes it off the list.
  const removed = await fetch(`${sandbox.url}/developers/v1/posts/${gone}`, {
    method: 'DELETE',
    headers: { 'x-api-key': 'smm_demo' },
  });
  expect(removed.status).toBe(200);
  await deleteFromList(popup, 'Deleted on the dashboard');
  await expect(
    posts.getByRole('status').filter({ hasText: /no longer existed on the service: it was removed from the list/ }),
  ).toBeVisible();
  await expect(row(popup, 'Deleted on the dashboard')).toHaveCount(0);

  // Analytics, whatever their shape.
  await act(popup, 'Already out there', 'Analytics');
  const figures = popup.getByLabel(/^Analytics of/);
  await expect(figures).toContainText('Impressions');
  await expect(figures).toContainText('Engagement rate');

  const axe = await new AxeBuilder({ page: popup }).include('.qp-recent').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test('reopening the popup shows the cached list with its age and spends no read', async ({
  serviceWorker,
  openPage,
  controls,
  sandbox,
}) => {
  await signIn(serviceWorker);
  await servicePost(sandbox.url, 'Cached post', Date.now() + 24 * 60 * MIN);
  const first = await openPage('popup.html');
  await expect(first.getByRole('textbox', { name: 'Post text' })).toBeVisible();
  await first.getByRole('tab', { name: /^Posts/ }).click();
  await expect(row(first, 'Cached post')).toBeVisible();
  await expect(first.locator('footer')).toContainText('reads left'); // the composer's own loading is done
  await first.close();
  const reads = await readsUsed(controls);
  const second = await openPage('popup.html');
  await second.getByRole('tab', { name: /^Posts/ }).click();
  await expect(row(second, 'Cached post')).toBeVisible();
  await expect(
    second
      .getByRole('region', { name: 'Your posts' })
      .getByRole('status')
      .filter({ hasText: /^Updated just now\.$/ }),
  ).toBeVisible();
  await expect(second.locator('footer')).toContainText('reads left');
  expect(await readsUsed(controls)).toBe(reads);
});
