/**
 * Fault injection (docs/design.md §3.4, §3.5, §5 "Reliability"), in Chromium against the sandbox: the
 * service worker is stopped (CDP ServiceWorker.stopAllWorkers, as Chrome does when idle) at seeded random points
 * while composing, sending, uploading and tracking; plus an offline period, a burst of 500s, a 429 and a dropped
 * answer. Asserted on what the person and the service see: the draft in storage and on screen, the outbox items,
 * /__sandbox/state (posts by content: never two, never silently none), chrome.notifications.getAll and the
 * notify ledger (storage key `notified`). Several runs share one browser; each failure names the seed and run
 * (set QP_FAULT_SEED to replay another seed). Only conditions are waited for; the seeded kill moments (≤ 250 ms)
 * are the faults themselves. `npm run test:soak` runs every loop at full length (soak.ts).
 */
import type { Page, Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, daysAhead, signIn } from '../composer/composer-page';
import {
  advanceTime,
  fireTrackAlarm,
  holdWorkerTimers,
  nextMinute,
  notificationIds,
  passBackoffs,
  readsUsed,
  recordNotifications,
  schedule,
  shiftWorkerClock,
  shownNotifications,
} from '../tracking/tracking-helpers';
import {
  forgetBudget,
  killWorker,
  killWorkerAfter,
  outboxEntries,
  postsWith,
  prng,
  storedDraftText,
  wake,
} from './fault-helpers';
import { runs } from './soak';

// A browser of each test's own: its dropped answers (drop_after_commit) must meet a new connection. On a kept-alive one,
// Chromium sends a POST again by itself when the connection closes before any answer, which the outbox cannot see.
test.use({ freshBrowser: true });

const SEED = Number(process.env.QP_FAULT_SEED ?? 20_261_122);
const WAIT = { timeout: 45_000 };

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

const WORDS = [
  'roast',
  'Ethiopia',
  'washed',
  'crema',
  'café',
  'über',
  'flat white',
  '☕',
  'Tuesday',
  'tasting',
  'notes:',
  'berry',
  '—',
  'cup',
];
function sentence(r: () => number, words: number): string {
  return Array.from({ length: words }, () => WORDS[Math.floor(r() * WORDS.length)]).join(' ');
}

test('composing: killed at random points while typing, the reopened popup has the whole draft', async ({
  openPage,
  extContext,
}) => {
  test.setTimeout(120_000);
  const r = prng(SEED + 1);
  const accounts = [
    ['Dana Whitfield', 'LinkedIn'],
    ['Whitfield Coffee Roasters', 'Facebook'],
    ['Dana Whitfield', 'Twitter'],
    ['Whitfield Coffee', 'TikTok'],
  ] as const;
  for (let run = 0; run < runs(6, 2); run++) {
    const text = `Draft ${run}: ${sentence(r, 4 + Math.floor(r() * 6))}`;
    const cut = 1 + Math.floor(r() * (text.length - 1));
    const delay = Math.floor(r() * 150);
    const [name, platform] = accounts[Math.floor(r() * accounts.length)]!;
    const label = `seed ${SEED} composing run ${run} (kill after ${cut} of ${text.length} characters, +${delay} ms)`;

    const c = await composerPage(await openPage('popup.html')).ready();
    await c.text.fill('');
    await c.account(name, platform).check();
    await c.text.pressSequentially(text.slice(0, cut));
    await killWorkerAfter(extContext, c.page, delay);
    await c.text.pressSequentially(text.slice(cut));
    if (r() < 0.5) await killWorker(extContext, c.page); // and once more, right after the last keystroke
    await c.page.close();

    const again = composerPage(await openPage('popup.html'));
    await expect(again.text, label).toHaveValue(text, WAIT);
    await expect(again.account(name, platform), label).toBeChecked();
    expect(await storedDraftText(again.page), label).toBe(text);
    await again.account(name, platform).uncheck();
    await again.page.close();
  }
});

type SendFault = 'none' | 'drop_after_commit' | '500';

/** Fills a post and clicks Schedule; with `kill`, stops the worker that many ms after the click. */
async function startSend(page: Page, content: string): Promise<ReturnType<typeof composerPage>> {
  const c = await composerPage(page).ready();
  await c.text.fill(content);
  await c.account('Dana Whitfield', 'LinkedIn').check();
  await c.schedule(daysAhead(3), '09:30', 'Europe/Berlin');
  await c.button('Schedule').click();
  return c;
}

/**
 * Sends (eight in the soak, one per fault kind in the sample), each killed 0–250 ms after the click, some behind a 500 (or a dropped answer); after reopening,
 * the post is at the service exactly once — sent, or queued and then sent — or still in the composer.
 */
interface Sent {
  content: string;
  label: string;
  postId: number;
  /** Copies at the service right after the send (2: the browser sent it twice). */
  copies: number;
}

async function sendingRuns({ openPage, extContext, controls }: Fixtures, faults: SendFault[]): Promise<Sent[]> {
  const r = prng(SEED + 2);
  const outcomes: string[] = [];
  const sent: Sent[] = [];
  for (let run = 0; run < runs(8, faults.length); run++) {
    const delay = Math.floor(r() * 251);
    const fault = faults[run % faults.length]!; // every kind met, in the sample too
    const content = `Send run ${run} of seed ${SEED}: ${sentence(r, 3)}`;
    const label = `seed ${SEED} sending run ${run} (kill +${delay} ms, fault ${fault})`;

    if (fault === 'drop_after_commit')
      await controls.fault({ path: '/developers/v1/post', method: 'POST', drop_after_commit: true });
    if (fault === '500') await controls.fault({ path: '/developers/v1/post', method: 'POST', status: 500 });
    const first = await startSend(await openPage('popup.html'), content);
    await killWorkerAfter(extContext, first.page, delay);
    await forgetBudget(first.page); // while stopped: each run starts from a fresh mirror (writes stay far below 30)
    await first.page.close();

    const again = composerPage(await openPage('popup.html')); // wakes the worker, which resumes its outbox
    await again.ready();
    // Where the post is now: at the service, in the outbox (visibly queued), or still in the composer (the click
    // never reached the outbox) — never nowhere.
    const where = async () => {
      if ((await postsWith(controls, content)).length > 0) return 'service';
      if ((await outboxEntries(again.page, content)).length > 0) return 'outbox';
      if ((await again.text.inputValue()) === content) return 'composer';
      return 'nowhere';
    };
    await expect.poll(where, { ...WAIT, message: label }).toMatch(/service|composer/);
    const found = await where();
    outcomes.push(`${run}:${found}`);
    if (found === 'composer') {
      // Not taken by the outbox before the kill: the person sends it again, from the draft that survived.
      await again.button('Schedule').click();
    }
    await expect
      .poll(async () => (await outboxEntries(again.page, content)).map((e) => e.state).join(','), {
        ...WAIT,
        message: label,
      })
      .toBe('sent');
    const entries = await outboxEntries(again.page, content);
    const { counters } = (await controls.state()) as { counters: { write: { used: number } } };
    const copies = (await postsWith(controls, content)).length;
    const detail = `${label}: ${JSON.stringify(entries.map((e) => [e.state, e.result]))}, writes ${counters.write.used}`;
    // A dropped answer on a reused connection is sent again by the browser itself: a twin the tracker removes below.
    if (fault === 'drop_after_commit') expect(copies, detail).toBeLessThanOrEqual(2);
    else expect(copies, detail).toBe(1);
    if (copies === 2) outcomes.push(`${run}:twin`);
    sent.push({ content, label, postId: entries[0]!.result!.postId!, copies });
    await again.page.close();
  }
  // Where each post was found after the kill (service: sent or settled by the outbox; composer: never handed over).
  test.info().annotations.push({ type: 'sending', description: `seed ${SEED}: ${outcomes.join(' ')}` });
  return sent;
}

/**
 * Time passes (the worker's clock, five minutes) and the tracker's alarm fires: its read looks for twins and
 * deletes them. Then every post is at the service exactly once — the one the outbox knows — and each twin was
 * told about once.
 */
async function expectTwinsRemoved(
  page: Page,
  serviceWorker: Worker,
  controls: Fixtures['controls'],
  sent: Sent[],
): Promise<number> {
  // Counted when each was sent: a read the popup made meanwhile may already have removed a copy.
  const twins = sent.filter((s) => s.copies > 1).length;
  await wake(page);
  await shiftWorkerClock(serviceWorker, 5 * 60_000);
  await fireTrackAlarm(serviceWorker);
  for (const s of sent) {
    await expect
      .poll(async () => (await postsWith(controls, s.content)).map((p) => p.id), {
        ...WAIT,
        message: `${s.label}: one copy left`,
      })
      .toEqual([s.postId]);
  }
  await expect
    .poll(
      async () => (await notificationIds(serviceWorker)).filter((id) => id.startsWith('quickpost-twin:')).length,
      WAIT,
    )
    .toBe(twins);
  return twins;
}
type Fixtures = Pick<
  Parameters<Parameters<typeof test>[2]>[0],
  'openPage' | 'extContext' | 'controls' | 'serviceWorker'
>;

test('sending: killed 0–250 ms after Schedule (some behind a 500), the post exists exactly once (sent, or queued and then sent)', async ({
  openPage,
  extContext,
  controls,
  serviceWorker,
}) => {
  test.setTimeout(180_000);
  await sendingRuns({ openPage, extContext, controls, serviceWorker }, ['none', 'none', '500']);
});

// Found by this suite, not caused by the kill: Chromium sends a request again by itself when a *reused*
// keep-alive connection closes before any answer byte, POST included — so a dropped answer after commit leaves
// two posts while the outbox saw one 202 (a write after a write reuses the writes' connection; no fetch option
// forces a fresh one, and the interface has no idempotency key). The tracker finds such twins from one read
// before the post is due and deletes them (lib/tracking/twins.ts).
test('sending with dropped answers mixed in: any copy the browser made is removed before it is due, and said once', async ({
  openPage,
  extContext,
  controls,
  serviceWorker,
}) => {
  test.setTimeout(180_000);
  const sent = await sendingRuns({ openPage, extContext, controls, serviceWorker }, [
    'none',
    'none',
    'drop_after_commit',
    '500',
  ]);
  const twins = await expectTwinsRemoved(await openPage('options.html'), serviceWorker, controls, sent);
  test.info().annotations.push({ type: 'twins', description: `seed ${SEED}: ${twins} removed` });
});

test('a dropped answer to a write right after a write: the browser’s second copy is deleted by one read, the outbox’s kept', async ({
  openPage,
  controls,
  serviceWorker,
}) => {
  const page = await openPage('options.html');
  const first = `First of two ${SEED}`;
  const second = `Second of two ${SEED}`;
  const due = Date.now() + 3 * 24 * 60 * 60_000;
  const firstId = await schedule(page, first, due);
  await controls.fault({ path: '/developers/v1/post', method: 'POST', drop_after_commit: true });
  const secondId = await schedule(page, second, due); // 'sent': from the browser's resend, or the outbox's check
  const copies = (await postsWith(controls, second)).length;
  const readsBefore = await readsUsed(controls);
  const twins = await expectTwinsRemoved(page, serviceWorker, controls, [
    { content: first, label: 'first', postId: firstId, copies: (await postsWith(controls, first)).length },
    { content: second, label: 'second', postId: secondId, copies },
  ]);
  expect(twins).toBe(copies - 1);
  expect(await readsUsed(controls)).toBe(readsBefore + 1); // one read looked for both posts' twins
  test.info().annotations.push({ type: 'resent by the browser', description: String(copies === 2) });
});

test('the same for a post sent now: both copies go out at once, and the person is told once to delete one', async ({
  openPage,
  controls,
  serviceWorker,
}) => {
  await recordNotifications(serviceWorker);
  const page = await openPage('options.html');
  await schedule(page, `Now, first ${SEED}`, 'now');
  await controls.fault({ path: '/developers/v1/post', method: 'POST', drop_after_commit: true });
  const content = `Now, second ${SEED}`;
  const id = await schedule(page, content, 'now');
  const copies = (await postsWith(controls, content)).length;
  test.info().annotations.push({ type: 'resent by the browser', description: String(copies === 2) });
  await expect
    .poll(async () => (await postsWith(controls, content)).map((p) => p.status), WAIT)
    .toEqual(Array(copies).fill('published'));
  // The status read after the grace sees our post published, and the copy too: too late to delete it.
  await shiftWorkerClock(serviceWorker, 2 * 60_000);
  await fireTrackAlarm(serviceWorker);
  await expect.poll(() => notificationIds(serviceWorker), WAIT).toContain(`quickpost-post:${id}:published`);
  // Our post's notification comes first, the copy's right after it.
  const twinIds = async () => (await notificationIds(serviceWorker)).filter((n) => n.startsWith('quickpost-twin:'));
  await expect.poll(async () => (await twinIds()).length, WAIT).toBe(copies - 1);
  const twins = await twinIds();
  if (copies === 2) {
    const twinId = (await postsWith(controls, content)).find((p) => p.id !== id)!.id;
    expect(twins).toEqual([`quickpost-twin:${twinId}`]);
    expect((await shownNotifications(serviceWorker))[twins[0]!]).toMatchObject({
      title: `Published twice: ${content}`,
      message: expect.stringMatching(/delete the extra one/),
    });
  }
  expect(await postsWith(controls, content)).toHaveLength(copies); // a published copy is never deleted by us
});

test('uploading: killed during a composer-tab upload, the upload finishes or fails with a sentence', async ({
  openPage,
  extContext,
  controls,
}) => {
  test.setTimeout(120_000);
  const r = prng(SEED + 3);
  const tab = await composerPage(await openPage('composer.html')).ready();
  const outcomes: string[] = [];
  for (let run = 0; run < runs(4, 2); run++) {
    const hold = 300 + Math.floor(r() * 1200);
    const delay = Math.floor(r() * 251);
    const name = `run-${run}.png`;
    const label = `seed ${SEED} uploading run ${run} (service holds ${hold} ms, kill +${delay} ms)`;
    const before = ((await controls.state()) as { media: unknown[] }).media.length;
    await controls.fault({ path: '/developers/v1/media/upload', delay_ms: hold });
    await tab.page
      .getByLabel('Upload from computer')
      .setInputFiles({ name, mimeType: 'image/png', buffer: Buffer.alloc(256 * 1024, run + 1) });
    await killWorkerAfter(extContext, tab.page, delay);

    const line = tab.page.locator('li.upload').filter({ hasText: name });
    await expect(
      line.filter({ hasText: /Uploaded and attached\.|\w+[^.]*\./ }).and(tab.page.locator('li.upload:not(.uploading)')),
      label,
    ).toBeVisible(WAIT);
    const media = ((await controls.state()) as { media: { media_id: string }[] }).media;
    const finished = (await line.getByText('Uploaded and attached.').count()) > 0;
    outcomes.push(`${run}:${finished ? 'uploaded' : 'failed'}`);
    if (finished) {
      expect(media, label).toHaveLength(before + 1);
      const id = media.at(-1)!.media_id;
      await expect(tab.button(`Remove ${id}`), label).toBeVisible();
      await tab.button(`Remove ${id}`).click();
    } else {
      await expect(line, label).toHaveClass(/failed/);
    }
    const dismiss = tab.page.getByRole('button', { name: 'Dismiss' });
    while ((await dismiss.count()) > 0) await dismiss.first().click();
  }
  test.info().annotations.push({ type: 'uploading', description: `seed ${SEED}: ${outcomes.join(' ')}` });
});

test('tracking: killed between scheduling and publishing and while tracking, each post is notified once', async ({
  openPage,
  extContext,
  serviceWorker,
  controls,
}) => {
  test.setTimeout(120_000);
  const r = prng(SEED + 4);
  const page = await openPage('options.html');
  const due = nextMinute();
  const ids: number[] = [];
  const delays: number[] = [];
  for (let run = 0; run < runs(4, 2); run++) {
    ids.push(
      await schedule(page, `Tracked ${run} of seed ${SEED}`, due, [
        { id: 2 + (run % 2), type: run % 2 ? 'linkedin_page' : 'linkedin' },
      ]),
    );
    delays.push(Math.floor(r() * 251));
    await killWorkerAfter(extContext, page, delays.at(-1)!);
  }
  const finalDelay = Math.floor(r() * 251);
  const label = `seed ${SEED} tracking (kills +${delays.join(', +')} ms after scheduling, +${finalDelay} ms after the alarm)`;

  await wake(page);
  const ahead = due + 60_000 + 5_000 - Date.now(); // due time plus the tracker's grace
  await advanceTime(controls, serviceWorker, ahead);
  await killWorkerAfter(extContext, page, finalDelay);
  await wake(page);
  // The worker's shifted clock died with it: shift again and fire again (a second check must not notify twice).
  await shiftWorkerClock(serviceWorker, ahead);
  await fireTrackAlarm(serviceWorker);

  const expected = ids.map((id) => `quickpost-post:${id}:published`).sort();
  await expect.poll(() => notificationIds(serviceWorker), { ...WAIT, message: label }).toEqual(expected);
  const { notified } = (await page.evaluate(() => chrome.storage.local.get('notified'))) as {
    notified?: Record<string, unknown>;
  };
  expect(Object.keys(notified ?? {}).sort(), label).toEqual(ids.map((id) => `${id}:published`).sort());
  // Nothing is tracked any more: no later alarm can notify again.
  await expect
    .poll(() => serviceWorker.evaluate(() => chrome.alarms.get('quickpost-track')), { ...WAIT, message: label })
    .toBeUndefined();
  const { posts } = (await controls.state()) as { posts: { id: number; status: string }[] };
  expect(
    posts.filter((p) => ids.includes(p.id)).map((p) => p.status),
    label,
  ).toEqual(ids.map(() => 'published'));
});

test('offline during a send: queued "waiting for the network", then sent once when back online', async ({
  openPage,
  extContext,
  controls,
}) => {
  test.setTimeout(90_000);
  const content = `Offline send of seed ${SEED}`;
  const c = await composerPage(await openPage('popup.html')).ready();
  await extContext.setOffline(true);
  try {
    await c.text.fill(content);
    await c.account('Dana Whitfield', 'LinkedIn').check();
    await c.schedule(daysAhead(3), '09:30', 'Europe/Berlin');
    await c.button('Schedule').click();
    await expect(c.status).toContainText('is waiting for the network', WAIT);
    expect((await outboxEntries(c.page, content)).map((e) => e.wait?.reason)).toEqual(['offline']);
    expect(await postsWith(controls, content)).toHaveLength(0);
  } finally {
    await extContext.setOffline(false);
  }
  // Back online: the `online` event or the popup opening again (the person looks) sends it; the first page says so too.
  const again = await composerPage(await openPage('popup.html')).ready();
  await expect(c.status).toContainText('Scheduled: post', WAIT);
  await expect
    .poll(async () => (await outboxEntries(again.page, content)).map((e) => e.state).join(','), WAIT)
    .toBe('sent');
  expect(await postsWith(controls, content)).toHaveLength(1);
});

test('a burst of three 500s: retried, one post', async ({ openPage, controls, serviceWorker }) => {
  const content = `Three 500s, seed ${SEED}`;
  await controls.fault({ path: '/developers/v1/post', method: 'POST', status: 500, count: 3 });
  const page = await openPage('popup.html');
  await holdWorkerTimers(serviceWorker); // the back-offs (1 + 2 + 4 s) pass on the test's clock
  const c = await startSend(page, content);
  await passBackoffs(serviceWorker, () => expect(c.status).toContainText('Scheduled: post', { timeout: 500 }));
  expect(await postsWith(controls, content)).toHaveLength(1);
  expect(((await controls.state()) as { counters: { write: { used: number } } }).counters.write.used).toBe(1);
});

test('a 429: queued, saying when it will send; nothing sent meanwhile', async ({ openPage, controls }) => {
  const content = `Refused with 429, seed ${SEED}`;
  await controls.fault({ path: '/developers/v1/post', method: 'POST', status: 429 });
  const c = await startSend(await openPage('popup.html'), content);
  await expect(c.status).toContainText('is queued and will send at', WAIT);
  const [entry] = await outboxEntries(c.page, content);
  expect(entry).toMatchObject({ state: 'queued', wait: { reason: 'window' } });
  expect(entry!.wait!.until).toBeGreaterThan(Date.now());
  expect(await postsWith(controls, content)).toHaveLength(0);
});

test('a dropped answer after commit, with the worker killed at a random point while it checks: one post', async ({
  openPage,
  extContext,
  controls,
}) => {
  test.setTimeout(60_000);
  const delay = Math.floor(prng(SEED + 5)() * 251);
  const label = `seed ${SEED} drop_after_commit (kill +${delay} ms)`;
  const content = `Dropped answer, seed ${SEED}`;
  await controls.fault({ path: '/developers/v1/post', method: 'POST', drop_after_commit: true });
  const c = await startSend(await openPage('popup.html'), content);
  await killWorkerAfter(extContext, c.page, delay);
  await wake(c.page);
  await expect
    .poll(async () => (await outboxEntries(c.page, content)).map((e) => e.state).join(','), { ...WAIT, message: label })
    .toBe('sent');
  expect(await postsWith(controls, content), label).toHaveLength(1);
  const [entry] = await outboxEntries(c.page, content);
  expect(entry!.result, label).toMatchObject({ via: 'post-list' });
});
