/**
 * A worker that dies between recording a final status and showing its notification (docs/design.md §3.5, "once per
 * final status"): the next worker shows it at its start — once, and not again at the start after.
 */
import type { Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { killWorker, wake } from '../reliability/fault-helpers';
import { advanceTime, nextMinute, notificationIds, schedule, signIn } from './tracking-helpers';

/** The worker dies inside its next `create`: the browser never gets that notification. */
const dieInCreate = (worker: Worker) =>
  worker.evaluate(() => {
    (chrome.notifications as { create: unknown }).create = () => new Promise(() => undefined);
  });

const ledger = (worker: Worker) =>
  worker.evaluate(async () => {
    const { notified } = (await chrome.storage.local.get('notified')) as { notified?: Record<string, unknown> };
    return notified ?? {};
  });

test('killed between recording a published post and showing it: the next start shows it, once', async ({
  serviceWorker,
  openPage,
  controls,
  extContext,
}) => {
  test.setTimeout(60_000);
  await signIn(serviceWorker);
  const page = await openPage('options.html');
  const due = nextMinute();
  const id = await schedule(page, 'Shown after a restart', due);
  await dieInCreate(serviceWorker);
  await advanceTime(controls, serviceWorker, due + 65_000 - Date.now());
  await expect.poll(async () => (await ledger(serviceWorker))[`${id}:published`]).toHaveProperty('pending');
  expect(await notificationIds(serviceWorker)).toEqual([]);

  await killWorker(extContext, page);
  await wake(page);
  const shownId = `quickpost-post:${id}:published`;
  await expect.poll(() => notificationIds(serviceWorker), { timeout: 15_000 }).toEqual([shownId]);
  await expect.poll(async () => (await ledger(serviceWorker))[`${id}:published`]).not.toHaveProperty('pending');
  // That the start after shows nothing again: tests/unit/notify/notifier.test.ts ("published: … once — also after a
  // restart"; "killed after showing …").
});
