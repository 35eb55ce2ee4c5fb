/**
 * A 1 GB upload to the sandbox's media upload: from the popup, run by the offscreen document (the product's own path), from a blank
 * extension page with one bare XHR (the browser's ceiling), and with curl (no browser at all). The file is
 * sparse: created with ftruncate, never written or held in memory; the browser reads it from disk.
 */
import { expect, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, ftruncateSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchBrowser } from './bench-browser';
import { whileCounting } from './cpu';
import { whileSampling } from './memory';

const UPLOAD_BYTES = 1_000_000_000;

interface UploadFigure {
  /** From the file being chosen to the answer in the page (curl: its whole run). */
  mbPerSecond: number;
  seconds: number;
  /** setInputFiles → the answer seen from Playwright (its round trips and polling included); none for curl. */
  wallSeconds?: number;
  /** CPU time (ms) of all the browser's processes from the file being chosen to the answer; none for curl. */
  browserCpuMs?: number;
  /** The browser's memory (PSS, MiB) just before and at its peak during the upload; none for curl. */
  memory?: { beforeMiB: number; peakMiB: number };
}

export interface UploadFigures {
  composer: UploadFigure;
  bareXhr: UploadFigure;
  curl: UploadFigure;
  /** composer / bare XHR throughput (best of each). */
  ratio: number;
  /** Every round, in order, with the load average after it: how far to trust the best-of figures. */
  rounds: {
    bareXhrMBps: number;
    composerMBps: number;
    bareXhrCpuMs: number;
    composerCpuMs: number;
    loadAverage1m: number;
  }[];
}

/** `.mp4`: the browser labels the part video/mp4 from the name, which the service needs (else 415). */
function sparseFile(bytes: number): string {
  const path = join(tmpdir(), `quickpost-bench-${process.pid}.mp4`);
  const fd = openSync(path, 'w');
  ftruncateSync(fd, bytes);
  closeSync(fd);
  return path;
}

const figure = (
  seconds: number,
  memory?: UploadFigure['memory'],
  timed?: { wallMs: number; cpuMs: number },
): UploadFigure => ({
  mbPerSecond: UPLOAD_BYTES / 1e6 / seconds,
  seconds,
  ...(timed ? { wallSeconds: timed.wallMs / 1000, browserCpuMs: timed.cpuMs } : {}),
  ...(memory ? { memory } : {}),
});

/** Each upload lands in the sandbox's data dir; a reset removes it before the next. */
const reset = (sandboxUrl: string) => fetch(`${sandboxUrl}/__sandbox/reset`, { method: 'POST' });

/**
 * Installed in the page before the file is chosen: the time from the file input's `change` (the person has chosen
 * the file) to `answer` being in the page, both noted in the page itself. The bare XHR and the composer are timed
 * alike this way; Playwright's own round trips and its polling for the text (up to a second between looks) stay
 * out of both. A string, not a function: tsx's transform adds helpers to functions that do not exist in the page.
 */
const TIME_CHOSEN_TO_ANSWER = (answer: RegExp, failed: string) => `window.__uploadTimed = new Promise((resolve) => {
  let chosenAt;
  document.addEventListener('change', () => { chosenAt ??= performance.now(); }, { capture: true });
  const observer = new MutationObserver(() => {
    if (chosenAt === undefined) return;
    const failure = document.querySelector(${JSON.stringify(failed)});
    const found = failure ? ['failed: ' + failure.textContent] : (document.body.textContent || '').match(${answer});
    if (found) { observer.disconnect(); resolve({ ms: performance.now() - chosenAt, answer: found[0] }); }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}); undefined`;

/**
 * Both pages wait this long once open before the file is chosen (as long as a person's file dialog takes, at
 * least): the upload then starts as far from the previous one — whose gigabyte the sandbox has just written to
 * disk — on either page, and after the composer's own start-up (avatars, lazy chunks) rather than inside it.
 */
const SETTLE_MS = 1000;

/** Chooses the file and waits for the answer; the in-page time, and the wall time seen from here beside it. */
async function chooseAndTime(
  page: Page,
  label: string,
  file: string,
  answer: RegExp,
  failed: string,
): Promise<{ ms: number; answer: string; wallMs: number; cpuMs: number }> {
  await page.waitForTimeout(SETTLE_MS);
  await page.evaluate(TIME_CHOSEN_TO_ANSWER(answer, failed));
  const started = performance.now();
  const { result, cpuMs } = await whileCounting(async () => {
    await page.getByLabel(label).setInputFiles(file);
    return (await page.evaluate('window.__uploadTimed')) as { ms: number; answer: string };
  });
  return { ...result, wallMs: performance.now() - started, cpuMs };
}

/**
 * The product's own path for a file chosen in the popup: the popup stores it and hands it over, and Chrome's
 * offscreen document uploads it with XHR (lib/background/uploads.ts); the popup shows the progress it reports, and
 * once attached the line goes and a screen reader hears "<name> was uploaded and attached." — the answer timed here (a
 * video the service still processes keeps its line: "Uploaded and attached. The service is still processing…").
 */
async function viaComposer(b: BenchBrowser, file: string): Promise<UploadFigure> {
  const page = await b.open('popup.html');
  await expect(page.getByRole('checkbox', { name: 'Whitfield Coffee TV' })).toBeVisible({ timeout: 30_000 });
  const { result, beforeMiB, peakMiB } = await whileSampling(() =>
    chooseAndTime(
      page,
      'Upload from computer',
      file,
      /was uploaded and attached\.|Uploaded and attached\.|Uploaded to your library/,
      '.upload.failed, .upload.cancelled',
    ),
  );
  await page.close();
  if (!/uploaded and attached/i.test(result.answer)) throw new Error(`popup upload: ${result.answer}`);
  return figure(result.ms / 1000, { beforeMiB, peakMiB }, result);
}

async function viaBareXhr(b: BenchBrowser, file: string, sandboxUrl: string): Promise<UploadFigure> {
  const page = await b.open('bench-upload.html');
  await page.evaluate(
    ([url, key]) => (globalThis as unknown as { armBareUpload(u: string, k: string): void }).armBareUpload(url!, key!),
    [`${sandboxUrl}/developers/v1/media/upload`, 'smm_demo'],
  );
  const { result, beforeMiB, peakMiB } = await whileSampling(() =>
    chooseAndTime(page, 'File', file, /Answered \d+\./, '.failed'),
  );
  await page.close();
  if (result.answer !== 'Answered 201.' && result.answer !== 'Answered 200.')
    throw new Error(`bare XHR upload: ${result.answer}`);
  return figure(result.ms / 1000, { beforeMiB, peakMiB }, result);
}

function viaCurl(file: string, sandboxUrl: string): UploadFigure {
  const run = spawnSync(
    'curl',
    [
      '-sS',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code} %{time_total}',
      '-H',
      'X-API-KEY: smm_demo',
      '-F',
      `file=@${file};type=video/mp4`,
      `${sandboxUrl}/developers/v1/media/upload`,
    ],
    { encoding: 'utf8' },
  );
  const [status, seconds] = run.stdout.trim().split(' ');
  if (status !== '201' && status !== '200') throw new Error(`curl upload answered ${status}: ${run.stderr}`);
  return figure(Number(seconds));
}

const best = (a: UploadFigure, b: UploadFigure | undefined) => (!b || a.mbPerSecond >= b.mbPerSecond ? a : b);

/** After one upload to warm up, best of `rounds` (QP_BENCH_UPLOAD_ROUNDS, default 2), bare XHR and composer alternating, so that a colleague's burst of work hits both alike. */
export async function measureUpload(
  b: BenchBrowser,
  sandboxUrl: string,
  rounds = Number(process.env.QP_BENCH_UPLOAD_ROUNDS ?? 2),
): Promise<UploadFigures> {
  const file = sparseFile(UPLOAD_BYTES);
  try {
    let bareXhr: UploadFigure | undefined;
    let composer: UploadFigure | undefined;
    const each: UploadFigures['rounds'] = [];
    // Not counted: the first 1 GB through a fresh browser and sandbox runs ~40% slower (~4.2 s of browser CPU
    // instead of ~2.4 s), whichever page sends it — and the first round's bare XHR would always be that one.
    await reset(sandboxUrl);
    await viaBareXhr(b, file, sandboxUrl);
    for (let i = 0; i < rounds; i++) {
      await reset(sandboxUrl);
      const bare = await viaBareXhr(b, file, sandboxUrl);
      await reset(sandboxUrl);
      const ours = await viaComposer(b, file);
      each.push({
        bareXhrMBps: bare.mbPerSecond,
        composerMBps: ours.mbPerSecond,
        bareXhrCpuMs: bare.browserCpuMs!,
        composerCpuMs: ours.browserCpuMs!,
        loadAverage1m: loadavg()[0]!,
      });
      bareXhr = best(bare, bareXhr);
      composer = best(ours, composer);
    }
    await reset(sandboxUrl);
    const curl = viaCurl(file, sandboxUrl);
    await reset(sandboxUrl);
    return {
      composer: composer!,
      bareXhr: bareXhr!,
      curl,
      rounds: each,
      ratio: composer!.mbPerSecond / bareXhr!.mbPerSecond,
    };
  } finally {
    rmSync(file, { force: true });
  }
}
