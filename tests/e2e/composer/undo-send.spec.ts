/**
 * Undo send (docs/design.md §3.7): a post waits in the background's outbox for the Undo wait set on the options
 * page, with Undo in the composer and in a notification. The waits here are real seconds; nothing asserts how long
 * anything took — only what the sandbox holds once the outbox has settled.
 */
import type { Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { killWorker } from '../tracking/tracking-helpers';
import { composerPage, setUndoSeconds, signIn, type SandboxState } from './composer-page';

interface Counters {
  counters: { write: { used: number } };
}

const TEXT = 'First pour-over is on us.';

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

/** The composer with one account chosen, the text typed and "Post now" chosen, then sent. */
async function postNow(openPage: (path: string) => Promise<import('@playwright/test').Page>) {
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.account('Whitfield Coffee Roasters', 'Facebook').check();
  await c.text.fill(TEXT);
  await c.page.getByRole('radio', { name: 'Post now' }).check();
  await c.button('Post now').click();
  return c;
}

/** The outbox's entries as stored by the background. */
async function outboxStates(worker: Worker): Promise<string[]> {
  return worker.evaluate(async () =>
    (((await chrome.storage.local.get('outbox')).outbox as { state: string }[] | undefined) ?? []).map((e) => e.state),
  );
}

test('Undo within the wait sends nothing and puts the post back into the composer', async ({
  openPage,
  serviceWorker,
  controls,
}) => {
  await setUndoSeconds(serviceWorker, 30);
  const c = await postNow(openPage);
  // Said in words, once, for screen readers; counted down on screen.
  await expect(c.status).toHaveText(`Posting “${TEXT}” in 30 s. Choose Undo to take it back.`);
  await expect(c.page.getByText(/^Posting in \d+ s$/)).toBeVisible();
  await expect(c.text).toHaveValue('');
  await c.button('Undo').click();

  await expect(c.text).toHaveValue(TEXT);
  await expect(c.account('Whitfield Coffee Roasters', 'Facebook')).toBeChecked();
  await expect(c.status).toHaveText('Undone: nothing was sent, and the post is back in the composer.');
  expect(await outboxStates(serviceWorker)).toEqual([]);
  const state = (await controls.state()) as SandboxState & Counters;
  expect(state.posts).toHaveLength(0);
  expect(state.counters.write.used).toBe(0);
});

test('once the wait has passed, the post is sent exactly once', async ({ openPage, serviceWorker, controls }) => {
  await setUndoSeconds(serviceWorker, 2);
  const c = await postNow(openPage);
  await expect(c.status).toContainText(/Posted now: post \d+/, { timeout: 15_000 });
  await expect(c.button('Undo')).toHaveCount(0);
  expect(await outboxStates(serviceWorker)).toEqual(['sent']);
  const state = (await controls.state()) as SandboxState & Counters;
  expect(state.posts.map((p) => p.content)).toEqual([TEXT]);
  expect(state.counters.write.used).toBe(1);
});

test('the popup closed during the wait: the background still sends it, once', async ({
  openPage,
  serviceWorker,
  controls,
}) => {
  await setUndoSeconds(serviceWorker, 3);
  const c = await postNow(openPage);
  await expect(c.button('Undo')).toBeVisible();
  await c.page.close();

  await expect.poll(async () => outboxStates(serviceWorker), { timeout: 20_000 }).toEqual(['sent']);
  // A page opening wakes the outbox again: it finds nothing more to send.
  await composerPage(await openPage('popup.html')).ready();
  const state = (await controls.state()) as SandboxState & Counters;
  expect(state.posts.map((p) => p.content)).toEqual([TEXT]);
  expect(state.counters.write.used).toBe(1);
});

test('a worker stopped during the wait sends the post once when it wakes', async ({
  openPage,
  serviceWorker,
  controls,
  extContext,
}) => {
  await setUndoSeconds(serviceWorker, 3);
  const c = await postNow(openPage);
  await expect(c.button('Undo')).toBeVisible();
  // The worker's timer dies with it; the stored due time and the alarm remain. Nothing else wakes it here: the
  // alarm does (an unpacked extension's alarm may fire before 30 s; a packed one's a little later — the same run).
  await killWorker(extContext, c.page);
  await c.page.close();
  await expect.poll(async () => ((await controls.state()) as SandboxState).posts.length, { timeout: 60_000 }).toBe(1);
  // A page opening wakes the outbox again: it finds the post sent, and sends nothing more.
  const other = await composerPage(await openPage('popup.html')).ready();
  await expect.poll(async () => outboxStates(serviceWorker)).toEqual(['sent']);
  await other.page.reload();
  await other.ready();
  const state = (await controls.state()) as SandboxState & Counters;
  expect(state.posts.map((p) => p.content)).toEqual([TEXT]);
  expect(state.counters.write.used).toBe(1);
});

test('Undo from the notification’s button takes the post back into the composer', async ({
  openPage,
  serviceWorker,
  controls,
}) => {
  await setUndoSeconds(serviceWorker, 30);
  const c = await postNow(openPage);
  await expect(c.button('Undo')).toBeVisible();
  // The page's Undo and the notification's come from the same change, one after the other: wait for the second.
  const undoNotification = () =>
    serviceWorker.evaluate(async () =>
      Object.keys(await chrome.notifications.getAll()).find((n) => n.startsWith('quickpost-undo:')),
    );
  await expect.poll(undoNotification).toBeDefined();
  const id = await undoNotification();
  // Playwright cannot click a desktop notification: the button's own event is dispatched to the worker's listener.
  await serviceWorker.evaluate((notification) => {
    (chrome.notifications.onButtonClicked as unknown as { dispatch(id: string, index: number): void }).dispatch(
      notification,
      0,
    );
  }, id!);

  await expect(c.text).toHaveValue(TEXT);
  await expect.poll(async () => outboxStates(serviceWorker)).toEqual([]);
  expect(await serviceWorker.evaluate(async () => Object.keys(await chrome.notifications.getAll()))).toEqual([]);
  expect(((await controls.state()) as SandboxState).posts).toHaveLength(0);
});
