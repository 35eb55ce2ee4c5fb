/**
 * A 1 GB upload to the sandbox's media upload: from the composer page (the product's own path), from a blank
 * extension page with one bare XHR (the browser's ceiling), and with curl (no browser at all). The file is
 * sparse: created with ftruncate, never written or held in memory; the browser reads it from disk.
 */
import { expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, ftruncateSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchBrowser } from './bench-browser';
import { whileSampling } from './memory';

export const UPLOAD_BYTES = 1_000_000_000;

export interface UploadFigure {
  mbPerSecond: number;
  seconds: number;
  /** The browser's memory (PSS, MiB) just before and at its peak during the upload; none for curl. */
  memory?: { beforeMiB: number; peakMiB: number };
}

export interface UploadFigures {
  composer: UploadFigure;
  bareXhr: UploadFigure;
  curl: UploadFigure;
  /** composer / bare XHR throughput. */
  ratio: number;
}

/** `.mp4`: the browser labels the part video/mp4 from the name, which the service needs (else 415). */
function sparseFile(bytes: number): string {
  const path = join(tmpdir(), `quickpost-bench-${process.pid}.mp4`);
  const fd = openSync(path, 'w');
  ftruncateSync(fd, bytes);
  closeSync(fd);
  return path;
}

const figure = (seconds: number, memory?: UploadFigure['memory']): UploadFigure => ({ mbPerSecond: UPLOAD_BYTES / 1e6 / seconds, seconds, ...(memory ? { memory } : {}) });

/** Each upload lands in the sandbox's data dir; a reset removes it before the next. */
const reset = (sandboxUrl: string) => fetch(`${sandboxUrl}/__sandbox/reset`, { method: 'POST' });

async function viaComposer(b: BenchBrowser, file: string): Promise<UploadFigure> {
  const page = await b.open('composer.html');
  await expect(page.getByRole('checkbox', { name: 'Whitfield Coffee TV' })).toBeVisible({ timeout: 30_000 });
  const { result: seconds, beforeMiB, peakMiB } = await whileSampling(async () => {
    const started = performance.now();
    await page.getByLabel('Upload from computer').setInputFiles(file);
    await expect(page.getByText('Uploaded and attached.', { exact: false })).toBeVisible({ timeout: 600_000 });
    return (performance.now() - started) / 1000;
  });
  await page.close();
  return figure(seconds, { beforeMiB, peakMiB });
}

async function viaBareXhr(b: BenchBrowser, file: string, sandboxUrl: string): Promise<UploadFigure> {
  const page = await b.open('bench-upload.html');
  await page.getByLabel('File').setInputFiles(file);
  const { result, beforeMiB, peakMiB } = await whileSampling(() =>
    page.evaluate(
      ([url, key]) => (globalThis as unknown as { bareUpload(u: string, k: string): Promise<{ status: number; ms: number }> }).bareUpload(url!, key!),
      [`${sandboxUrl}/developers/v1/media/upload`, 'smm_demo'],
    ),
  );
  await page.close();
  if (result.status !== 201 && result.status !== 200) throw new Error(`bare XHR upload answered ${result.status}`);
  return figure(result.ms / 1000, { beforeMiB, peakMiB });
}

function viaCurl(file: string, sandboxUrl: string): UploadFigure {
  const run = spawnSync('curl', ['-sS', '-o', '/dev/null', '-w', '%{http_code} %{time_total}', '-H', 'X-API-KEY: smm_demo', '-F', `file=@${file};type=video/mp4`, `${sandboxUrl}/developers/v1/media/upload`], { encoding: 'utf8' });
  const [status, seconds] = run.stdout.trim().split(' ');
  if (status !== '201' && status !== '200') throw new Error(`curl upload answered ${status}: ${run.stderr}`);
  return figure(Number(seconds));
}

const best = (a: UploadFigure, b: UploadFigure | undefined) => (!b || a.mbPerSecond >= b.mbPerSecond ? a : b);

/** Best of `rounds`, bare XHR and composer alternating, so that a colleague's burst of work hits both alike. */
export async function measureUpload(b: BenchBrowser, sandboxUrl: string, rounds = 2): Promise<UploadFigures> {
  const file = sparseFile(UPLOAD_BYTES);
  try {
    let bareXhr: UploadFigure | undefined;
    let composer: UploadFigure | undefined;
    for (let i = 0; i < rounds; i++) {
      await reset(sandboxUrl);
      bareXhr = best(await viaBareXhr(b, file, sandboxUrl), bareXhr);
      await reset(sandboxUrl);
      composer = best(await viaComposer(b, file), composer);
    }
    await reset(sandboxUrl);
    const curl = viaCurl(file, sandboxUrl);
    await reset(sandboxUrl);
    return { composer: composer!, bareXhr: bareXhr!, curl, ratio: composer!.mbPerSecond / bareXhr!.mbPerSecond };
  } finally {
    rmSync(file, { force: true });
  }
}
