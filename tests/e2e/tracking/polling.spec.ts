/**
 * Status tracking by polling, in Chromium against the sandbox: posts due within five minutes of each
 * other are confirmed by one read of the post list, each gets its desktop notification once, and a failed one
 * (Twitter over 280 characters, refused at publish time) goes back into the composer with "Edit and retry".
 */
import { expect, test } from '../fixtures/extension';
import {
  advanceTime,
  nextMinute,
  notificationIds,
  readsUsed,
  recordNotifications,
  schedule,
  shownNotifications,
  signIn,
  TRACK_ALARM,
} from './tracking-helpers';

const MIN = 60_000;
const GRACE = 60_000;

test('a cluster of posts due within five minutes: one read, a notification per final status, Edit and retry restores', async ({
  serviceWorker,
  openPage,
  controls,
}) => {
  test.setTimeout(60_000);
  await signIn(serviceWorker);
  await recordNotifications(serviceWorker);
  const page = await openPage('options.html');

  const base = nextMinute();
  const tooLong = `Our autumn menu, in full: ${'espresso, flat white, cortado, '.repeat(10)}and more.`;
  const first = await schedule(page, 'Autumn menu is live!', base, [
    { id: 1, type: 'twitter' },
    { id: 2, type: 'linkedin' },
  ]);
  const second = await schedule(page, 'Pumpkin spice returns at noon.', base + 2 * MIN, [
    { id: 3, type: 'linkedin_page' },
  ]);
  const failing = await schedule(page, tooLong, base + 4 * MIN);

  // The second and third posts followed a write within 5 minutes (the case in which the browser may send a post
  // twice, lib/tracking/twins.ts): the first alarm is a read that looks for twins while they can still be
  // deleted, a minute before the first of them is due. The status read waits for the whole cluster.
  // The outbox answers before the tracker has taken the post in (it follows the outbox's storage): polled.
  const tracked = async () => {
    const { tracker } = (await serviceWorker.evaluate(() => chrome.storage.local.get('tracker'))) as {
      tracker?: { posts: { id: number; twinCheck?: unknown }[] };
    };
    return (tracker?.posts ?? []).map((p) => [p.id, p.twinCheck !== undefined]);
  };
  await expect.poll(tracked).toEqual([
    [first, false],
    [second, true],
    [failing, true],
  ]);
  const alarm = () => serviceWorker.evaluate((name) => chrome.alarms.get(name), TRACK_ALARM);
  await expect.poll(async () => (await alarm())?.scheduledTime ?? Infinity).toBeLessThanOrEqual(base + MIN + 1_000);
  expect(await notificationIds(serviceWorker)).toEqual([]);

  const readsBefore = await readsUsed(controls);
  // Time passes at once past the whole cluster: one read does both.
  await advanceTime(controls, serviceWorker, base + 4 * MIN + GRACE + 5_000 - Date.now());

  const expected = [
    `quickpost-post:${failing}:failed`,
    `quickpost-post:${first}:published`,
    `quickpost-post:${second}:published`,
  ].sort();
  await expect.poll(() => notificationIds(serviceWorker), { timeout: 15_000 }).toEqual(expected);
  // Posts due together cost at most one read.
  expect((await readsUsed(controls)) - readsBefore).toBe(1);

  const shown = await shownNotifications(serviceWorker);
  // Accounts as the person knows them (from the cached account list), and the text.
  expect(shown[`quickpost-post:${first}:published`]).toMatchObject({
    title: 'Published',
    message: 'Autumn menu is live!',
    contextMessage: expect.stringMatching(/^Twitter @\S+, LinkedIn @\S+$/),
  });
  expect(shown[`quickpost-post:${failing}:failed`]).toMatchObject({
    message: expect.stringMatching(
      /^Twitter: the text is \d+ characters; the limit is 280\. Edit the post and send it again\.$/,
    ),
    buttons: [{ title: 'Edit and retry' }],
  });

  // Nothing is tracked any more, so nothing wakes the worker; another alarm notifies nothing twice.
  await expect.poll(() => serviceWorker.evaluate((name) => chrome.alarms.get(name), TRACK_ALARM)).toBeUndefined();
  await serviceWorker.evaluate(() =>
    chrome.notifications
      .getAll()
      .then((all) => Promise.all(Object.keys(all).map((id) => chrome.notifications.clear(id)))),
  );
  // That a later alarm notifies nothing twice: tests/unit/notify/notifier.test.ts ("published: … once — also after a
  // restart").

  // "Edit and retry" from the popup's list (the notification's button does the same: tests/unit/notify/notifier.test.ts).
  const popup = await openPage('popup.html');
  await popup.getByRole('tab', { name: /^Posts/ }).click();
  const row = popup.getByRole('listitem').filter({ hasText: 'Our autumn menu, in full' });
  await expect(row.getByText('Failed', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Edit and retry' }).click();
  await expect(popup.getByRole('textbox', { name: 'Post text' })).toHaveValue(tooLong);
});
