/**
 * What ordinary use costs in the service's buckets, read from the sandbox's own counters (/__sandbox/state):
 * 20 popup opens over a simulated 10 minutes, and a typical session (open, schedule 3 posts, look at the
 * recent posts). Both start from empty caches, as after installing.
 */
import { expect, type Page } from '@playwright/test';
import type { BenchBrowser } from './bench-browser';

export interface BucketUse {
  reads: number;
  writes: number;
}

/** A session, and what the background read on its own in the minutes after it (the tracker's twin read). */
export interface SessionUse extends BucketUse {
  readsAfter: number;
}

interface Counters {
  counters: { read: { used: number }; write: { used: number } };
}

async function counters(sandboxUrl: string): Promise<BucketUse> {
  const state = (await (await fetch(`${sandboxUrl}/__sandbox/state?user=demo`)).json()) as Counters;
  return { reads: state.counters.read.used, writes: state.counters.write.used };
}

async function control(sandboxUrl: string, path: string, body: unknown = {}): Promise<void> {
  const response = await fetch(`${sandboxUrl}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/__sandbox/${path} → ${response.status}`);
}

/** Back to an installed-and-signed-in extension with nothing cached, and a fresh sandbox. */
async function freshStart(b: BenchBrowser, sandboxUrl: string): Promise<void> {
  await control(sandboxUrl, 'reset');
  await b.worker.evaluate(() =>
    chrome.storage.local.remove(['accountsCache', 'mediaCache', 'postsCache', 'budget', 'outbox', 'draft']),
  );
}

/**
 * Time passing for the extension: the worker's clock cannot be moved, so every cached copy is made older
 * instead (its fetchedAt moved back), which is all the caches look at. The sandbox's clock moves alike.
 */
async function letTimePass(b: BenchBrowser, sandboxUrl: string, ms: number): Promise<void> {
  // (No named helpers inside: tsx wraps them in a function the worker does not have.)
  await b.worker.evaluate(async (by) => {
    const stored = await chrome.storage.local.get(['accountsCache', 'mediaCache', 'postsCache']);
    await chrome.storage.local.set(
      JSON.parse(JSON.stringify(stored), (k, v) => (k === 'fetchedAt' && typeof v === 'number' ? v - by : v)),
    );
  }, ms);
  await control(sandboxUrl, 'clock', { advance_ms: ms });
}

async function openPopup(b: BenchBrowser): Promise<Page> {
  const page = await b.open('popup.html');
  await expect(page.getByRole('checkbox', { name: 'Whitfield Coffee TV' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status', { includeHidden: true }).filter({ hasText: /^Updated / })).toBeAttached({
    timeout: 30_000,
  }); // in the Posts view
  return page;
}

export async function readsOverTenMinutes(b: BenchBrowser, sandboxUrl: string, opens = 20): Promise<BucketUse> {
  await freshStart(b, sandboxUrl);
  const before = await counters(sandboxUrl);
  for (let i = 0; i < opens; i++) {
    if (i > 0) await letTimePass(b, sandboxUrl, (10 * 60_000) / opens);
    await (await openPopup(b)).close();
  }
  const after = await counters(sandboxUrl);
  return { reads: after.reads - before.reads, writes: after.writes - before.writes };
}

/** A date `days` from now, as the date input takes it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function typicalSession(b: BenchBrowser, sandboxUrl: string): Promise<SessionUse> {
  await freshStart(b, sandboxUrl);
  const before = await counters(sandboxUrl);
  // One popup per post: after a send the composer shows no date/time until it is reopened (found here).
  for (let i = 1; i <= 3; i++) {
    const page = await openPopup(b);
    const box = page.getByRole('checkbox', { name: 'Whitfield Coffee TV' });
    if (!(await box.isChecked())) await box.check(); // the last choice is remembered
    await page.getByRole('textbox', { name: 'Post text' }).fill(`Bench post ${i}: this week's roast.`);
    await page.getByRole('radio', { name: 'Schedule' }).check();
    await page.getByLabel('Date', { exact: true }).fill(daysAhead(i));
    await page.getByLabel('Time', { exact: true }).fill('09:30');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByRole('form', { name: 'New post' }).getByRole('status')).toContainText('Scheduled: post', {
      timeout: 30_000,
    });
    await page.close();
  }
  // Looking at the recent posts: the popup again, its Upcoming list showing the three.
  const again = await openPopup(b);
  await again.getByRole('tab', { name: /^Posts/ }).click();
  await expect(again.getByRole('list', { name: 'Upcoming' }).getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
  await again.close();
  const after = await counters(sandboxUrl);
  // Five minutes later for the background: posts 2 and 3 followed a write, so the tracker reads the list once to
  // look for a copy the browser may have made of them (lib/tracking/twins.ts). The worker's Date.now is moved
  // (lost when it stops) and its alarm fired; the read is waited for until the tracker has done its checks.
  await b.worker.evaluate(() => {
    const real = Date.now.bind(Date);
    Date.now = () => real() + 5 * 60_000;
    return chrome.alarms.create('quickpost-track', { when: real() });
  });
  await expect
    .poll(
      async () =>
        b.worker.evaluate(async () => JSON.stringify(await chrome.storage.local.get('tracker')).includes('twinCheck')),
      { timeout: 30_000 },
    )
    .toBe(false);
  await b.worker.evaluate(() => chrome.alarms.clear('quickpost-track'));
  const later = await counters(sandboxUrl);
  return {
    reads: after.reads - before.reads,
    writes: after.writes - before.writes,
    readsAfter: later.reads - after.reads,
  };
}
