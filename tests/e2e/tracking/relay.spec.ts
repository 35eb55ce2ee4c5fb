/**
 * Status by webhook relay: the sandbox's webhooks post to its ntfy stand-in, the extension follows
 * the topic. A worker killed while the event arrives catches up with `since=` when it starts again; events are
 * only hints — a forged one for an unknown or still-scheduled post notifies nothing.
 */
import type { Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import {
  ask,
  killWorker,
  nextMinute,
  notificationIds,
  readsUsed,
  schedule,
  signIn,
  TRACK_ALARM,
} from './tracking-helpers';
import { followNewTopic, publish, relayCursorId, useRelay } from './relay-helpers';

const MIN = 60_000;

const trackedPosts = (worker: Worker) =>
  worker.evaluate(
    async () =>
      (
        (await chrome.storage.local.get('tracker')).tracker as
          { posts: { id: number; hintedAt: number | null }[] } | undefined
      )?.posts ?? [],
  );

async function topicMessages(relayUrl: string): Promise<{ id: string; message: string }[]> {
  const text = await (await fetch(`${relayUrl}/json?poll=1`)).text();
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; message: string });
}

test('webhook → relay → notification, with the worker killed in between and the event caught up by since=', async ({
  serviceWorker,
  openPage,
  controls,
  sandbox,
  extContext,
}) => {
  test.setTimeout(60_000);
  await signIn(serviceWorker);
  const page = await openPage('options.html');
  // The live stream is followed while the worker runs: a first message moves the cursor.
  const relayUrl = await followNewTopic(page, serviceWorker, sandbox.url, 'qp-e2e');

  const id = await schedule(page, 'Relayed launch note', nextMinute(10_000));
  await killWorker(extContext, page);

  // Meanwhile the service publishes it, and its webhook lands on the topic.
  await controls.advanceClock(2 * MIN);
  await expect.poll(async () => (await topicMessages(relayUrl)).length, { timeout: 10_000 }).toBe(2);
  const [, event] = await topicMessages(relayUrl);
  expect(JSON.parse(event!.message)).toMatchObject({ event: 'post.published', post_id: id });
  const readsBefore = await readsUsed(controls);

  // Anything that wakes the worker starts it again: it polls the relay since the last id and notifies.
  await ask(page, 'ping');
  await expect
    .poll(() => notificationIds(serviceWorker), { timeout: 20_000 })
    .toEqual([`quickpost-post:${id}:published`]);
  expect(await relayCursorId(serviceWorker)).toBe(event!.id);
  // The event was a hint: one read of the post list confirmed it.
  expect((await readsUsed(controls)) - readsBefore).toBe(1);
  expect(await trackedPosts(serviceWorker)).toEqual([]);
});

test('forged relay events for an unknown, a not-yet-due or a still-scheduled post notify nothing', async ({
  serviceWorker,
  openPage,
  controls,
  sandbox,
}) => {
  test.setTimeout(60_000);
  await signIn(serviceWorker);
  const page = await openPage('options.html');
  const relayUrl = `${sandbox.url}/ntfy/qp-forged-${Date.now().toString(36)}`;
  await useRelay(page, relayUrl);
  const marker = await publish(relayUrl, 'start');
  await expect.poll(() => relayCursorId(serviceWorker), { timeout: 10_000 }).toBe(marker);

  const later = await schedule(page, 'Due in an hour', Date.now() + 60 * MIN);
  const soon = await schedule(page, 'Due in a minute or so', nextMinute(45_000));
  const readsBefore = await readsUsed(controls);

  // Unknown post, and a post not due yet: no read at all.
  await publish(relayUrl, JSON.stringify({ event: 'post.published', post_id: 999_999 }));
  await publish(relayUrl, JSON.stringify({ event: 'post.published', post_id: later }));
  const forged = await publish(relayUrl, JSON.stringify({ event: 'post.published', post_id: soon }));
  await expect.poll(() => relayCursorId(serviceWorker), { timeout: 10_000 }).toBe(forged);

  // The still-scheduled post due now: one read confirms it is not published; nothing is notified.
  await expect.poll(() => readsUsed(controls), { timeout: 15_000 }).toBe(readsBefore + 1);
  await expect
    .poll(async () => (await trackedPosts(serviceWorker)).find((p) => p.id === soon)?.hintedAt, { timeout: 5_000 })
    .toBeNull();
  expect(await notificationIds(serviceWorker)).toEqual([]);
  expect((await trackedPosts(serviceWorker)).map((p) => p.id).sort()).toEqual([later, soon].sort());
});

test('the tracker’s alarm is re-created when the worker starts (browsers may drop alarms on restart)', async ({
  serviceWorker,
  openPage,
  extContext,
}) => {
  await signIn(serviceWorker);
  const page = await openPage('options.html');
  await schedule(page, 'Next week', Date.now() + 7 * 24 * 60 * MIN);
  // The outbox answers before the tracker has taken the post in (it follows the outbox's storage): polled.
  await expect.poll(() => serviceWorker.evaluate((name) => chrome.alarms.get(name), TRACK_ALARM)).toBeTruthy();
  await serviceWorker.evaluate(() => chrome.alarms.clearAll());
  await killWorker(extContext, page);
  await ask(page, 'ping');
  await expect.poll(() => serviceWorker.evaluate((name) => chrome.alarms.get(name), TRACK_ALARM)).toBeTruthy();
});
