/**
 * `npm run bench` (docs/performance.md): builds, starts the sandbox, runs every measurement in one Chromium, prints a
 * table and writes bench/results.json. Benchmarks report and assert nothing; a failed measurement is reported as such.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { launchBench } from './bench-browser';
import { buildForBench } from './bench-build';
import { launchBare } from './bare-cdp';
import { measureMenuOpen } from './menu-open';
import { measureMenuOpenBare, measureWorkerStartBare, primeBare } from './menu-open-bare';
import { measureAgencyWeek, measureCurves, measureQueueInPage } from './cost-curves';
import { measurePopupReady } from './popup-ready';
import { readsOverTenMinutes, typicalSession } from './reads';
import { table, type BenchResults } from './report';
import { startSandboxProcess } from './sandbox-process';
import { extensionSizes } from './sizes';
import { measureUpload } from './upload';

const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1];

const dir = buildForBench();
const results: BenchResults = {
  when: new Date().toISOString(),
  machine: { cpus: cpus().length, loadAverage1m: loadavg()[0]!, note: process.env.BENCH_NOTE ?? '' },
  sizes: extensionSizes(dir),
  errors: [],
};

async function step(name: string, work: () => Promise<void>): Promise<void> {
  if (only !== undefined && name !== only) return;
  process.stderr.write(`bench: ${name}…\n`);
  try {
    await work();
  } catch (error) {
    results.errors.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
  }
}

const sandbox = await startSandboxProcess();
const browser = await launchBench(dir, sandbox.url);
try {
  await step('popup ready', async () => void (results.popupReady = await measurePopupReady(browser)));
  await step('reads', async () => {
    results.reads = {
      twentyOpensInTenMinutes: await readsOverTenMinutes(browser, sandbox.url),
      typicalSession: await typicalSession(browser, sandbox.url),
    };
  });
  // A browser no test library is attached to, for what starts a page or the worker (tests/bench/bare-cdp.ts).
  const unattached = async (work: (bare: Awaited<ReturnType<typeof launchBare>>) => Promise<void>) => {
    const bare = await launchBare(dir);
    try {
      await primeBare(bare, sandbox.url);
      await work(bare);
    } finally {
      await bare.close();
    }
  };
  await step('worker start', () =>
    unattached(async (bare) => void (results.workerStart = await measureWorkerStartBare(bare))),
  );
  await step('context menu', async () => {
    await unattached(async (bare) => void (results.menuToComposer = await measureMenuOpenBare(bare, sandbox.url)));
    results.menuToComposerAttached = await measureMenuOpen(browser, sandbox.url);
  });
  await step('upload', async () => void (results.upload = await measureUpload(browser, sandbox.url)));
  // Last: they sign the browser in as agency-xl.
  await step('cost curves', async () => {
    results.curves = { ...(await measureCurves(browser, sandbox.url)), queue: await measureQueueInPage(browser) };
  });
  await step('agency week', async () => void (results.agencyWeek = await measureAgencyWeek(browser)));
} finally {
  await browser.close();
  await sandbox.close();
}

console.log(table(results));
mkdirSync('bench', { recursive: true });
const written = only === undefined ? 'bench/results.json' : `bench/results-${only.replaceAll(' ', '-')}.json`;
writeFileSync(written, `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nload average (1 min) at start: ${results.machine.loadAverage1m.toFixed(2)} on ${results.machine.cpus} cores; written to ${written}`,
);
