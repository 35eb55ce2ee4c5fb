/**
 * `npx tsx scripts/sizes.ts`: the bundle sizes docs/design.md §5 judges, per page and for the background, with each
 * file's share — built into QP_OUT_DIR (default .output/sizes) so others' .output/chrome-mv3 is left alone.
 * QP_SKIP_BUILD=1 measures the last build.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildExtension } from './build-extension';
import { extensionSizes, SIZE_BARS, type Bytes } from '../tests/bench/sizes';

const outDir = resolve(process.env.QP_OUT_DIR ?? '.output/sizes');
if (process.env.QP_SKIP_BUILD !== '1') buildExtension({ QP_OUT_DIR: outDir });
const dir = join(outDir, 'chrome-mv3');

const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
const line = (label: string, b: Bytes) => `  ${label.padEnd(34)} ${kb(b.raw)} raw ${kb(b.gzip)} gz`;

for (const s of extensionSizes(dir)) {
  const usable = s.usable.gzip;
  const bar = SIZE_BARS[s.page];
  const verdict = bar === undefined ? '' : usable <= bar ? `  ✔ ≤ ${bar / 1024} KB` : `  ✘ over ${bar / 1024} KB`;
  console.log(`${s.page}: usable after ${kb(usable).trim()} gz${verdict}`);
  for (const [label, bytes] of [
    ['until usable', s.usable],
    ['lazy', s.lazy],
  ] as const) {
    if (bytes.files.length === 0) continue;
    console.log(line(label, bytes));
    for (const file of bytes.files) {
      const content = readFileSync(join(dir, file));
      console.log(
        `      ${file.padEnd(44)} ${kb(content.length)} raw ${kb(gzipSync(content, { level: 9 }).length)} gz`,
      );
    }
  }
}
