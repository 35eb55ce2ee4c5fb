import { expect, test } from '../fixtures/extension';
import { composerPage, daysAhead, signIn, type SandboxState } from './composer-page';

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

test('schedules a post to three accounts in Tokyo time; the service stores that date, time and zone', async ({
  openPage,
  controls,
}) => {
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.account('Whitfield Coffee', 'Instagram').check();
  await c.account('Dana Whitfield', 'Bluesky').check();
  await c.text.fill('Our Kyoto roast lands on Friday.');
  const date = daysAhead(3);
  await c.schedule(date, '09:30', 'Asia/Tokyo');
  await c.button('Schedule').click();

  await expect(c.status).toContainText('Scheduled: post');
  // Both zones: the post's (Tokyo) and the person's (this browser runs in UTC).
  await expect(c.status).toContainText(/09:30 AM GMT\+9 \(Asia\/Tokyo\) — .*12:30 AM UTC in your time zone \(UTC\)/);

  const { posts, accounts } = (await controls.state()) as SandboxState;
  expect(posts).toHaveLength(1);
  const [post] = posts;
  expect(post).toMatchObject({
    content: 'Our Kyoto roast lands on Friday.',
    scheduled_date: `${date} 09:30:00`,
    timezone: 'Asia/Tokyo',
    status: 'scheduled',
  });
  const chosen = accounts
    .filter((a) => ['linkedin', 'instagram', 'bluesky'].includes(a.type))
    .map((a) => a.id)
    .sort();
  expect(post!.accounts.map((a) => a.id).sort()).toEqual(chosen);
  // The draft is cleared; the accounts chosen stay chosen for the next post.
  await expect(c.text).toHaveValue('');
  await expect(c.account('Dana Whitfield', 'LinkedIn')).toBeChecked();
  // …and the next post can be scheduled at once: the When choice comes back with the cleared draft.
  await expect(c.page.getByRole('radio', { name: 'Schedule' })).toBeChecked();
  await expect(c.page.getByRole('radio', { name: 'Post now' })).toBeVisible();
});
