/**
 * Cost curves (docs/design.md §5, "Cost grows gently"): the same measurement at growing sizes in one run, in one
 * browser, interleaved so that load from other work falls on every size alike (docs/performance.md).
 */
import { readFileSync } from 'node:fs';
import { buildSync } from 'esbuild';
import type { Page } from '@playwright/test';
import type { BenchBrowser } from './bench-browser';

/** Account toggles on the popup's first screen: two rows of eight at 400 px (components/composer/composer.css). */
const ON_FIRST_SCREEN = 16;
import { simulateAgencyWeek, type WeekResult } from './agency-week';
import { browserPids, pssKiB } from './memory';
import { spread, type Spread } from './stats';

export interface Curve {
  /** By size (accounts, posts, upcoming posts): the in-page spread in ms. */
  bySize: Record<number, Spread>;
  /** Largest size's median / smallest's. */
  ratio: number;
}

const BINDING = '__benchReady';

/** Notes when `condition` (a JS expression) first holds, from the page's first mutation on (a string: see popup-ready.ts). */
const WATCH = (condition: string) => `(() => {
  const observer = new MutationObserver(() => {
    if (window.__readyAt !== undefined || !(${condition})) return;
    window.__readyAt = performance.now();
    observer.disconnect();
    window.${BINDING}(String(window.__readyAt));
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function openTimed(b: BenchBrowser, condition: string): Promise<number> {
  const page: Page = await b.context.newPage();
  const cdp = await b.context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: BINDING });
  const reported = new Promise<void>((resolve) =>
    cdp.on('Runtime.bindingCalled', (e) => e.name === BINDING && resolve()),
  );
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: WATCH(condition) });
  await page.goto(`chrome-extension://${b.extensionId}/popup.html`, { waitUntil: 'commit' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([reported, new Promise<void>((resolve) => (timer = setTimeout(resolve, 30_000)))]);
  clearTimeout(timer);
  const at = await page.evaluate(() => (window as unknown as { __readyAt?: number }).__readyAt ?? Number.NaN);
  await cdp.detach();
  await page.close();
  return at;
}

async function get(url: string, key: string): Promise<unknown> {
  const answer = await fetch(url, { headers: { 'x-api-key': key } });
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return answer.json();
}

type Stored = Record<string, unknown>;

/** Puts a stored state in place (storage.local and the pages' snapshot, lib/storage/snapshot.ts) with no popup open. */
async function restore(b: BenchBrowser, stored: Stored, snapshot: string | null): Promise<void> {
  await b.worker.evaluate(async (items) => {
    await chrome.storage.local.remove(['draft', 'accountUse']);
    await chrome.storage.local.set(items);
  }, stored);
  const page = await b.open('bench-blank.html');
  await page.evaluate((kept) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(JSON.parse(kept ?? '{}') as Record<string, string>))
      localStorage.setItem(key, value);
  }, snapshot);
  await page.close();
}

/** Opens the popup once with this state so it keeps its snapshot; returns the snapshot. */
async function prime(b: BenchBrowser, stored: Stored, lastAccountId: number): Promise<string | null> {
  await restore(b, stored, null);
  const page = await b.open('popup.html');
  await page.locator(`#qp-account-${lastAccountId}`).waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(500);
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  await page.close();
  return kept;
}

async function interleaved(
  b: BenchBrowser,
  states: { size: number; stored: Stored; snapshot: string | null; condition: string }[],
  runs: number,
): Promise<Curve> {
  const samples = new Map<number, number[]>(states.map((s) => [s.size, []]));
  for (let i = 0; i < runs; i++) {
    for (const s of [...states.slice(i % states.length), ...states.slice(0, i % states.length)]) {
      await restore(b, s.stored, s.snapshot);
      samples.get(s.size)!.push(await openTimed(b, s.condition));
    }
  }
  const bySize = Object.fromEntries([...samples].map(([size, list]) => [size, spread(list)]));
  const sizes = states.map((s) => s.size);
  return { bySize, ratio: bySize[Math.max(...sizes)]!.median / bySize[Math.min(...sizes)]!.median };
}

export async function measureCurves(b: BenchBrowser, sandboxUrl: string, runs = 9) {
  const api = `${sandboxUrl}/developers/v1`;
  const now = Date.now();
  const credential = { kind: 'api-key', key: 'smm_agency_xl', savedAt: now };
  // With the record of the origin it was saved for (lib/background/credential-origin.ts).
  const credentialOrigin = { origin: new URL(sandboxUrl).origin, savedAt: now };
  await b.worker.evaluate(async ([c, o]) => chrome.storage.local.set({ credential: c, credentialOrigin: o }), [
    credential,
    credentialOrigin,
  ] as const);
  await new Promise((r) => setTimeout(r, 500)); // the background drops the old person's caches on the change

  // Popup ready with 10, 30 and 150 cached accounts.
  const lists = await Promise.all(
    (['smm_demo', 'smm_agency', 'smm_agency_xl'] as const).map(
      async (key) => ((await get(`${api}/accounts`, key)) as { accounts: { id: number }[] }).accounts,
    ),
  );
  const accountStates = [];
  for (const accounts of lists) {
    const stored = { credential, accountsCache: { fetchedAt: now, value: accounts } };
    // Ready when the first screen is: the text box, and the last toggle of the list's two rows at 400 px (16) — what
    // the person sees; the rest of 150 is scrolled to later, so waiting for the 150th would time a list no one sees.
    const last = accounts[Math.min(ON_FIRST_SCREEN, accounts.length) - 1]!.id;
    accountStates.push({
      size: accounts.length,
      stored,
      snapshot: await prime(b, stored, last),
      condition: `document.querySelector('textarea') !== null && document.getElementById('qp-account-${last}') !== null`,
    });
  }
  const popupReady = await interleaved(b, accountStates, runs);

  // Posts view ready with 100 and 1,000 cached posts (agency-xl's 150 accounts cached in both).
  const pages = [];
  for (let page = 1; page <= 10; page++) {
    const answer = (await get(`${api}/posts?page=${page}&per_page=100`, 'smm_agency_xl')) as {
      posts: unknown[];
      total: number;
    };
    pages.push([`${page}:100`, { fetchedAt: now, value: { posts: answer.posts, page, total: answer.total } }] as const);
  }
  const base = accountStates.at(-1)!;
  const postStates = [];
  for (const count of [1, 10]) {
    const stored = { ...base.stored, postsCache: Object.fromEntries(pages.slice(0, count)) };
    postStates.push({
      size: count * 100,
      stored,
      snapshot: base.snapshot,
      condition: `document.querySelector('#qp-panel-posts .qp-post') !== null`,
    });
  }
  const postsView = await interleaved(b, postStates, runs);
  return { popupReady, postsView };
}

/** The queue curve (queue-curve.ts) bundled and run in an extension page: the browser's native Temporal. */
export async function measureQueueInPage(b: BenchBrowser) {
  const bundle = buildSync({
    entryPoints: ['tests/bench/queue-curve.ts'],
    bundle: true,
    format: 'iife',
    write: false,
    tsconfig: 'tsconfig.json',
    platform: 'browser',
  }).outputFiles[0]!.text;
  const page = await b.open('bench-blank.html');
  try {
    return (await page.evaluate(`${bundle}; globalThis.measureQueueCurve()`)) as Curve;
  } finally {
    await page.close();
  }
}

/** Chromium's extension processes (the worker's renderer), from /proc (Linux). */
function extensionProcessMiB(): number {
  return (
    browserPids()
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--extension-process');
        } catch {
          return false;
        }
      })
      .reduce((sum, pid) => sum + pssKiB(pid), 0) / 1024
  );
}

export interface WeekFigures {
  /** Bytes stored after the week, by key, and in all (agency-week.ts). */
  storage: { total: number; bytes: Record<string, number>; kept: WeekResult['kept'] };
  /** The extension process's memory (PSS, MiB) with the worker started on the stored state after 1, 7 and 28 days. */
  memory: Curve;
}

/**
 * The background's memory after a simulated agency week: each state (after 1, 7 and 28 days of sending) is put in
 * storage.local, the worker is stopped and woken by a page, which then closes; the extension's process is measured
 * with only the worker in it.
 */
export async function measureAgencyWeek(b: BenchBrowser, runs = 3): Promise<WeekFigures> {
  const week = simulateAgencyWeek(7);
  const states = [1, 7, 28].map((days) => ({ days, stored: simulateAgencyWeek(days).stored }));
  const samples = new Map<number, number[]>(states.map((s) => [s.days, []]));
  for (let i = 0; i < runs; i++) {
    for (const s of states) {
      await b.worker.evaluate(async (items) => chrome.storage.local.set(items), s.stored);
      await b.stopWorker();
      const page = await b.open('popup.html'); // wakes the worker: it starts on this state
      await page.waitForTimeout(2000);
      await page.close();
      await new Promise((r) => setTimeout(r, 1000));
      samples.get(s.days)!.push(extensionProcessMiB());
    }
  }
  const bySize = Object.fromEntries([...samples].map(([days, list]) => [days * 40, spread(list)]));
  return {
    storage: { total: week.total, bytes: week.bytes, kept: week.kept },
    memory: { bySize, ratio: bySize[28 * 40]!.median / bySize[40]!.median },
  };
}
