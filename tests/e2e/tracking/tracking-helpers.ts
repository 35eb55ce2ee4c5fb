/**
 * Helpers for the status-tracking tests. Time: the sandbox's clock is moved forward with its control,
 * and the service worker's clock by the same amount (Date.now shifted inside the worker, as if that much time
 * had passed for both), then the tracker's alarm is fired — alarms run on the browser's real clock.
 */
import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import type { SandboxControls } from '../fixtures/sandbox-client';
import { setUndoSeconds } from '../composer/composer-page';
import { storeKey } from '../fixtures/store-key';

export const TRACK_ALARM = 'quickpost-track';

/** The demo user's API key, stored as the options page would (no read spent on checking it), and no Undo wait. */
export async function signIn(worker: Worker): Promise<void> {
  await storeKey(worker, 'smm_demo');
  await setUndoSeconds(worker, 0);
}

/** One request of the message contract, from an extension page (the background only answers our pages). */
export async function ask<T = unknown>(page: Page, type: string, data: unknown = {}): Promise<T> {
  return page.evaluate(
    async ({ type, data }) => {
      const answer = (await chrome.runtime.sendMessage({ tag: 'quickpost/1', type, data })) as {
        ok: boolean;
        data?: unknown;
        error?: unknown;
      };
      if (!answer.ok) throw new Error(JSON.stringify(answer.error));
      return answer.data;
    },
    { type, data },
  ) as Promise<T>;
}

/** `YYYY-MM-DD` and `HH:mm` in UTC, as Create Post takes them. */
export function utcDateTime(epochMs: number): { date: string; time: string; timezone: 'UTC' } {
  const iso = new Date(epochMs).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), timezone: 'UTC' };
}

/** The next whole minute at least `leadMs` from now. */
export function nextMinute(leadMs = 60_000): number {
  return Math.ceil((Date.now() + leadMs) / 60_000) * 60_000;
}

/** Sends a post through the outbox, as the composer does; resolves with the created post's id. */
export async function schedule(
  page: Page,
  content: string,
  due: number | 'now',
  accounts = [{ id: 1, type: 'twitter' }],
): Promise<number> {
  const when = due === 'now' ? { instant: true, timezone: 'UTC' } : utcDateTime(due);
  const { entry } = await ask<{ entry: { state: string; result?: { postId: number | null } } }>(page, 'outbox.send', {
    post: { content, when, accounts },
  });
  expect(entry.state, `outbox entry for "${content.slice(0, 20)}"`).toBe('sent');
  return entry.result!.postId!;
}

/**
 * Shifts the worker's Date.now forward (the shift is lost when the worker is stopped), and runs the timers that
 * holdWorkerTimers kept and that are due on the shifted clock.
 */
export async function shiftWorkerClock(worker: Worker, ms: number): Promise<void> {
  await worker.evaluate((ms) => {
    const g = globalThis as {
      __qpShift?: number;
      __qpRealNow?: () => number;
      __qpHeld?: Map<number, { at: number; run: () => void }>;
    };
    if (!g.__qpRealNow) {
      const real = Date.now.bind(Date);
      g.__qpRealNow = real;
      Date.now = () => real() + (g.__qpShift ?? 0);
    }
    g.__qpShift = (g.__qpShift ?? 0) + ms;
    for (const [id, timer] of [...(g.__qpHeld ?? [])].sort((a, b) => a[1].at - b[1].at))
      if (timer.at <= Date.now()) {
        g.__qpHeld!.delete(id);
        timer.run();
      }
  }, ms);
}

/**
 * From now on the worker's timers of half a second or more (a retry's back-off, the Undo wait) wait for the test to
 * move the clock (shiftWorkerClock), not for the wall clock. Shorter ones run as usual. Lost when the worker stops.
 */
export async function holdWorkerTimers(worker: Worker): Promise<void> {
  await shiftWorkerClock(worker, 0);
  await worker.evaluate(() => {
    const g = globalThis as { __qpHeld?: Map<number, { at: number; run: () => void }> };
    if (g.__qpHeld) return;
    const held = (g.__qpHeld = new Map());
    const realSet = globalThis.setTimeout;
    const realClear = globalThis.clearTimeout;
    let next = 1e9; // far above the browser's own ids
    globalThis.setTimeout = ((run: () => void, ms = 0, ...args: unknown[]) => {
      if (ms < 500) return realSet(run, ms, ...args);
      held.set(++next, { at: Date.now() + ms, run: () => run(...(args as [])) });
      return next;
    }) as typeof setTimeout;
    globalThis.clearTimeout = ((id: number) => (held.delete(id) ? undefined : realClear(id))) as typeof clearTimeout;
  });
}

/** Moves the worker's clock (holdWorkerTimers) 10 s at a time, past each of the client's back-offs, until `check` holds. */
export async function passBackoffs(worker: Worker, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await shiftWorkerClock(worker, 10_000);
    await check();
  }).toPass();
}

/** Fires the tracker's alarm now, on the browser's real clock. */
export async function fireTrackAlarm(worker: Worker): Promise<void> {
  await worker.evaluate(
    (name) => chrome.alarms.create(name, { when: performance.timeOrigin + performance.now() }),
    TRACK_ALARM,
  );
}

/** Time passes for the service and the extension alike; the tracker's alarm fires. */
export async function advanceTime(controls: SandboxControls, worker: Worker, ms: number): Promise<void> {
  await controls.advanceClock(ms);
  await shiftWorkerClock(worker, ms);
  await fireTrackAlarm(worker);
}

/** Ids of the notifications on screen (chrome.notifications.getAll, from the worker). */
export async function notificationIds(worker: Worker): Promise<string[]> {
  return worker.evaluate(async () => Object.keys(await chrome.notifications.getAll()).sort());
}

/** Reads the service counted for demo so far. */
export async function readsUsed(controls: SandboxControls): Promise<number> {
  const state = (await controls.state()) as { counters: { read: { used: number } } };
  return state.counters.read.used;
}

/** Stops every service worker of the browser, as Chrome does after 30 s idle (docs/stack-notes.md). */
export async function killWorker(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

/** Records what the notifier passes to chrome.notifications.create (ids alone come back from getAll). */
export async function recordNotifications(worker: Worker): Promise<void> {
  await worker.evaluate(() => {
    const g = globalThis as { __qpShown?: Record<string, unknown> };
    g.__qpShown = {};
    const create = chrome.notifications.create.bind(chrome.notifications) as (...args: unknown[]) => unknown;
    (chrome.notifications as { create: unknown }).create = (...args: unknown[]) => {
      if (typeof args[0] === 'string') g.__qpShown![args[0]] = args[1];
      return create(...args);
    };
  });
}

export async function shownNotifications(
  worker: Worker,
): Promise<Record<string, { title: string; message: string; contextMessage?: string; buttons?: { title: string }[] }>> {
  return worker.evaluate(() => (globalThis as { __qpShown?: Record<string, never> }).__qpShown ?? {});
}
