import { spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_OUT_DIR } from './wxt.bench.config';

const BENCH_EXTENSION_DIR = join(BENCH_OUT_DIR, 'chrome-mv3');
const PAGES = join(import.meta.dirname, 'pages');

/**
 * The shipped build (same config, its own output dir) plus the bench's blank pages, copied into that copy only:
 * a blank page and a bare-XHR upload page are the baselines "in the same run" (docs/design.md §5). Any extension page
 * may load a packaged file, so no manifest change is needed.
 */
export function buildForBench(): string {
  if (process.env.QP_SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['wxt', 'build', '-c', 'tests/bench/wxt.bench.config.ts'], { encoding: 'utf8' });
    if (build.status !== 0)
      throw new Error(`wxt build failed (exit ${build.status}):\n${build.stdout}\n${build.stderr}`);
  }
  for (const page of readdirSync(PAGES)) copyFileSync(join(PAGES, page), join(BENCH_EXTENSION_DIR, page));
  return BENCH_EXTENSION_DIR;
}
