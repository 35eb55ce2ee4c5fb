/**
 * A stranger who knows the relay topic publishes to it: junk, and forged `post.published` events for a post that is
 * due but still scheduled (the service is late). Over ten minutes on the extension's clock, the reads this costs stay
 * within the cap; the real event afterwards gives exactly one notification.
 */
import type { Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { HINT_READS_PER_HOUR } from '../../../lib/tracking/planner';
import { notificationIds, readsUsed, schedule, shiftWorkerClock, signIn, TRACK_ALARM } from './tracking-helpers';
import { followNewTopic, publish, relayCursorId } from './relay-helpers';

const MIN = 60_000;
/**
 * What tracking without a relay reads for one post in the ten minutes after its due time: at due + 1 minute (the
 * grace), then 2 and 5 minutes later (DEFAULT_PLAN's back-off), one page each (the new post is on the first page).
 */
const READS_WITHOUT_RELAY = 3;

/**
 * Fires the tracker's alarm and waits until the run it starts has planned again (the alarm re-created with another
 * time): any read that run made has been made.
 */
async function runTracker(worker: Worker): Promise<void> {
  const fired = await worker.evaluate(async (name) => {
    await chrome.alarms.create(name, { when: performance.timeOrigin + performance.now() });
    return (await chrome.alarms.get(name))?.scheduledTime ?? null;
  }, TRACK_ALARM);
  await expect
    .poll(() => worker.evaluate(async (name) => (await chrome.alarms.get(name))?.scheduledTime ?? null, TRACK_ALARM))
    .not.toBe(fired);
  await expect
    .poll(() => worker.evaluate(async (name) => (await chrome.alarms.get(name))?.scheduledTime ?? null, TRACK_ALARM))
    .not.toBeNull();
}

/** Junk a stranger may publish: nothing here is the service's event for a post Quickpost tracks. */
const junk = (i: number, id: number): string =>
  [
    `hello ${i}`,
    `post.published ${id}`,
    JSON.stringify({ event: 'post.published' }),
    JSON.stringify({ event: 'post.published', post_id: 900_000 + i }),
    JSON.stringify({ event: 'account.disconnected', id }),
    JSON.stringify({ post: { id, status: 'published' } }),
    JSON.stringify(i),
    `{"event":"post.published","post_id":${id}`,
  ][i % 8]!;

test('200 junk messages and 50 forged events over ten minutes cost no more reads than the cap; the real event notifies once', async ({
  serviceWorker,
  openPage,
  controls,
  sandbox,
}) => {
  test.setTimeout(120_000);
  await signIn(serviceWorker);
  // Every notification created, in order: one shown twice would appear twice here.
  await serviceWorker.evaluate(() => {
    const g = globalThis as { __qpCreated?: string[] };
    g.__qpCreated = [];
    const create = chrome.notifications.create.bind(chrome.notifications) as (...args: unknown[]) => unknown;
    (chrome.notifications as { create: unknown }).create = (...args: unknown[]) => {
      g.__qpCreated!.push(String(args[0]));
      return create(...args);
    };
  });
  const page = await openPage('options.html');
  const relayUrl = await followNewTopic(page, serviceWorker, sandbox.url, 'qp-strangers');

  // Due in half an hour for the service; for the extension, its clock is moved to the due time: the service is late.
  const due = Math.ceil((Date.now() + 30 * MIN) / MIN) * MIN;
  const id = await schedule(page, 'A launch the service is late with', due);
  await expect.poll(() => serviceWorker.evaluate((name) => chrome.alarms.get(name), TRACK_ALARM)).toBeTruthy();
  await shiftWorkerClock(serviceWorker, due - Date.now());
  const readsBefore = await readsUsed(controls);

  // Twenty steps of 30 seconds: 10 junk messages and 2 or 3 forged events each (200 and 50 in all).
  let forged = 0;
  for (let step = 0; step < 20; step += 1) {
    let last = '';
    for (let i = 0; i < 10; i += 1) last = await publish(relayUrl, junk(step * 10 + i, id));
    for (let i = 0; i < (step % 2 === 0 ? 3 : 2); i += 1, forged += 1) {
      last = await publish(relayUrl, JSON.stringify({ event: 'post.published', post_id: id, status: 'published' }));
    }
    await expect.poll(() => relayCursorId(serviceWorker), { timeout: 10_000 }).toBe(last);
    await shiftWorkerClock(serviceWorker, 30_000);
    await runTracker(serviceWorker);
  }
  expect(forged).toBe(50);
  // One more run queues behind any still going (runs take turns): every read of those ten minutes is made.
  await runTracker(serviceWorker);
  const spent = (await readsUsed(controls)) - readsBefore;
  expect(spent, `reads spent: ${spent}`).toBeLessThanOrEqual(READS_WITHOUT_RELAY + HINT_READS_PER_HOUR);
  expect(await notificationIds(serviceWorker)).toEqual([]);

  // The service publishes the post at last; its webhook reaches the topic, and the extension hears it.
  await controls.advanceClock(due - Date.now() + 5_000);
  const realEvent = async () => {
    const text = await (await fetch(`${relayUrl}/json?poll=1&since=all`)).text();
    const lines = text.split('\n').filter(Boolean);
    return (
      lines.map((l) => JSON.parse(l) as { id: string; message: string }).find((m) => m.message.includes('occurred_at'))
        ?.id ?? null
    );
  };
  await expect.poll(realEvent).not.toBeNull();
  await expect.poll(() => relayCursorId(serviceWorker), { timeout: 10_000 }).toBe(await realEvent());
  // Its read waits out the pause after the last read, or the cap's hour if the stranger spent it: time passes.
  for (let minutes = 0; minutes < 60 && (await notificationIds(serviceWorker)).length === 0; minutes += 2) {
    await shiftWorkerClock(serviceWorker, 2 * MIN);
    await runTracker(serviceWorker).catch(() => undefined);
  }
  await expect.poll(() => notificationIds(serviceWorker)).toEqual([`quickpost-post:${id}:published`]);
  expect(await serviceWorker.evaluate(() => (globalThis as { __qpCreated?: string[] }).__qpCreated)).toEqual([
    `quickpost-post:${id}:published`,
  ]);
});
