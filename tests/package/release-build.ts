/**
 * The store packages as a release would make them (README: "Pointing at the real service"): `wxt zip` for
 * Chrome and `wxt zip -b firefox` (with its sources zip), into a directory of their own so that colleagues'
 * .output stays untouched. QP_SKIP_BUILD=1 reuses the last one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const RELEASE_DIR = join(tmpdir(), 'quickpost-release');
export const RELEASE_ENV = {
  QUICKPOST_API_URL: 'https://api.quickpost.example',
  QUICKPOST_APP_URL: 'https://app.quickpost.example',
  QUICKPOST_CLIENT_ID: 'svc_cid_release',
  QUICKPOST_BROKER_URL: 'https://broker.quickpost.example',
};

/** The zip whose name ends with `suffix` (wxt names them <name>-<version>-<suffix>.zip). */
export function zipPath(suffix: 'chrome' | 'firefox' | 'sources'): string {
  const name = readdirSync(RELEASE_DIR).find((f) => f.endsWith(`-${suffix}.zip`));
  if (!name) throw new Error(`no *-${suffix}.zip in ${RELEASE_DIR}`);
  return join(RELEASE_DIR, name);
}

export default function buildRelease(): void {
  if (process.env.QP_SKIP_BUILD === '1' && existsSync(join(RELEASE_DIR, 'firefox-mv2'))) return;
  rmSync(RELEASE_DIR, { recursive: true, force: true });
  for (const args of [
    ['wxt', 'zip'],
    ['wxt', 'zip', '-b', 'firefox'],
  ]) {
    const run = spawnSync('npx', args, {
      encoding: 'utf8',
      // NODE_ENV as a release has it: under vitest it is 'test', and Preact's preset would then build the pages'
      // JSX in its development form, with every component's absolute source path in the bundles.
      env: { ...process.env, ...RELEASE_ENV, NODE_ENV: 'production', QP_OUT_DIR: RELEASE_DIR },
    });
    if (run.status !== 0)
      throw new Error(`${args.join(' ')} failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  }
}
