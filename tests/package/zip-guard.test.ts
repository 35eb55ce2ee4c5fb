import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('npm run zip refuses to package the demo build for the stores, and says what to set', () => {
  // The demo build: no real service addresses, no override.
  const { QUICKPOST_API_URL: _api, QUICKPOST_APP_URL: _app, QP_DEMO_ZIP: _demo, ...env } = process.env;
  const run = spawnSync('npx', ['tsx', 'scripts/zip.ts'], { encoding: 'utf8', env });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('QUICKPOST_API_URL');
  expect(run.stderr).toContain('QP_DEMO_ZIP=1');
});
