/**
 * "Add to queue" (docs/design.md §3.7): queued posts take the posting schedule's next free slots — two posts, two
 * slots, also when two windows queue at once — sent as ordinary scheduled posts, without a read from a fresh cache.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, signIn, type SandboxState } from './composer-page';
import { readsUsed } from '../tracking/tracking-helpers';

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

const postsRegion = (page: Page) => page.getByRole('region', { name: 'Your posts' });
// A polite live region, not a second status: the form's one status is the send's outcome.
const slotLine = (page: Page) => page.getByText(/^Next free slot: /);

test('queues two posts back to back: two different slots of the schedule, no read from a fresh cache', async ({
  openPage,
  controls,
}) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.showPosts();
  await expect(
    postsRegion(c.page)
      .getByRole('status')
      .filter({ hasText: /^Updated / }),
  ).toBeVisible(); // the cache is fresh
  await c.page.getByRole('tab', { name: 'Compose' }).click();
  const reads = await readsUsed(controls);

  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.text.fill('First in the queue.');
  await c.page.getByRole('radio', { name: 'Add to queue' }).check();
  await expect(slotLine(c.page)).toContainText('(UTC)'); // this browser runs in UTC: the person's zone
  const first = await slotLine(c.page).textContent();
  await c.button('Add to queue').click();
  await expect(c.status).toContainText('Scheduled: post');
  const firstSaid = await c.status.textContent();

  await c.text.fill('Second in the queue.');
  await c.page.getByRole('radio', { name: 'Add to queue' }).check();
  await expect(slotLine(c.page)).not.toHaveText(first!); // the first post holds its slot already
  await c.button('Add to queue').click();
  // Until the second send ends, the status can still be the first post's notice: wait for the second's.
  await expect(c.status).not.toHaveText(firstSaid!);
  await expect(c.status).toContainText('Scheduled: post');

  const { posts } = (await controls.state()) as SandboxState;
  expect(posts).toHaveLength(2);
  const slots = posts.map((p) => `${p.scheduled_date} ${p.timezone}`);
  expect(new Set(slots).size).toBe(2);
  for (const post of posts) {
    expect(post.timezone).toBe('UTC');
    expect(post.scheduled_date).toMatch(/ (09:00|12:30|17:00):00$/);
    const day = new Date(`${post.scheduled_date.replace(' ', 'T')}Z`).getUTCDay();
    expect(day).toBeGreaterThanOrEqual(1);
    expect(day).toBeLessThanOrEqual(5);
  }
  expect(await readsUsed(controls)).toBe(reads);
});

test('two windows queue for the same slot at once: the background gives them two slots', async ({
  openPage,
  controls,
}) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.showPosts();
  await expect(
    postsRegion(c.page)
      .getByRole('status')
      .filter({ hasText: /^Updated / }),
  ).toBeVisible();
  await c.page.getByRole('tab', { name: 'Compose' }).click();
  const reads = await readsUsed(controls);
  const other = await openPage('composer.html');
  const { accounts } = (await controls.state()) as SandboxState;
  const linkedin = accounts.find((a) => a.type === 'linkedin')!;
  // A weekday at least two days ahead, 09:00 UTC: a slot of the default schedule.
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  const date = day.toISOString().slice(0, 10);
  const queue = (page: Page, content: string) =>
    page.evaluate((data) => chrome.runtime.sendMessage({ tag: 'quickpost/1', type: 'outbox.send', data }), {
      post: {
        content,
        when: { date, time: '09:00', timezone: 'UTC' },
        accounts: [{ id: linkedin.id, type: 'linkedin' }],
      },
      queue: true,
    });
  const answers = (await Promise.all([queue(c.page, 'From the popup.'), queue(other, 'From the tab.')])) as {
    ok: boolean;
  }[];
  expect(answers.map((a) => a.ok)).toEqual([true, true]);

  const { posts } = (await controls.state()) as SandboxState;
  expect(posts.map((p) => p.scheduled_date).sort()).toEqual([`${date} 09:00:00`, `${date} 12:30:00`]);
  expect(await readsUsed(controls)).toBe(reads);
});

test('an account group with times of its own: made in the settings, its posts queue at its times, others at the times for all', async ({
  openPage,
  controls,
}) => {
  const options = await openPage('options.html');
  const region = options.getByRole('region', { name: 'Posting schedule' });
  await region.getByRole('button', { name: 'Add an account group with its own times' }).click();
  await region.getByRole('textbox', { name: 'Group name' }).fill('LinkedIn mornings');
  // A group without accounts is refused with a sentence, and nothing is lost.
  await region.getByRole('button', { name: 'Save schedule' }).click();
  await expect(region.getByRole('alert')).toHaveText(/Choose the accounts of “LinkedIn mornings”/);
  await region.getByRole('checkbox', { name: 'Dana Whitfield (LinkedIn)' }).check();
  // Its own times: Tuesday and Thursday at 08:00 only.
  for (const day of ['Monday', 'Wednesday', 'Friday']) await region.getByRole('checkbox', { name: day }).uncheck();
  for (const time of ['09:00', '12:30', '17:00']) await region.getByRole('button', { name: `Remove ${time}` }).click();
  await region.getByLabel('New time').fill('08:00');
  await region.getByRole('button', { name: 'Add time' }).click();
  await region.getByRole('button', { name: 'Save schedule' }).click();
  await expect(region.getByText('Schedule saved.')).toBeVisible();
  // The times for all accounts are untouched.
  await region.getByRole('combobox', { name: 'Times for' }).selectOption('All accounts');
  await expect(region.getByRole('checkbox', { name: 'Monday' })).toBeChecked();

  const c = await composerPage(await openPage('popup.html')).ready();
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.text.fill('For the LinkedIn crowd.');
  await c.page.getByRole('radio', { name: 'Add to queue' }).check();
  await expect(slotLine(c.page)).toContainText(/ 08:00 \(UTC\) — the times of “LinkedIn mornings”/);
  // With an account outside the group, the times for all accounts apply.
  await c.account('Dana Whitfield', 'Twitter').check();
  await expect(slotLine(c.page)).toContainText(/ (09:00|12:30|17:00) \(UTC\)$/);
  await c.account('Dana Whitfield', 'Twitter').uncheck();
  await c.button('Add to queue').click();
  await expect(c.status).toContainText('Scheduled: post');
  const { posts } = (await controls.state()) as SandboxState;
  expect(posts).toHaveLength(1);
  expect(posts[0]!.scheduled_date).toMatch(/ 08:00:00$/);
  expect([2, 4]).toContain(new Date(`${posts[0]!.scheduled_date.replace(' ', 'T')}Z`).getUTCDay());
});
