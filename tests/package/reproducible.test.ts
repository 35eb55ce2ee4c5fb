/**
 * Mozilla's reviewers rebuild the add-on from the sources zip (BUILDING.md): here the same happens, and every file
 * must equal the uploaded zip's byte for byte — the check that the sources zip holds everything the build reads.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { RELEASE_ENV, zipPath } from './release-build';

const work = mkdtempSync(join(tmpdir(), 'quickpost-rebuild-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function unzip(zip: string, into: string): void {
  const run = spawnSync('unzip', ['-q', '-o', zip, '-d', into], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`unzip ${zip}: ${run.stderr}`);
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => relative(dir, join(dir, f)))
    .sort();
}

it('the sources zip rebuilds the Firefox package byte for byte', () => {
  const sources = join(work, 'sources');
  const uploaded = join(work, 'uploaded');
  unzip(zipPath('sources'), sources);
  unzip(zipPath('firefox'), uploaded);
  expect(readFileSync(join(sources, 'BUILDING.md'), 'utf8')).toContain('npx wxt zip -b firefox');
  symlinkSync(join(import.meta.dirname, '..', '..', 'node_modules'), join(sources, 'node_modules'), 'dir');

  const out = join(work, 'out');
  const build = spawnSync('npx', ['wxt', 'build', '-b', 'firefox'], {
    cwd: sources,
    encoding: 'utf8',
    env: { ...process.env, ...RELEASE_ENV, NODE_ENV: 'production', QP_OUT_DIR: out },
  });
  expect(build.status, build.stderr).toBe(0);

  const rebuilt = join(out, 'firefox-mv2');
  expect(files(rebuilt)).toEqual(files(uploaded));
  const differ = files(uploaded).filter((f) => !readFileSync(join(rebuilt, f)).equals(readFileSync(join(uploaded, f))));
  expect(differ).toEqual([]);
}, 300_000);
