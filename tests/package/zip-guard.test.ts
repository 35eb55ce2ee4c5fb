import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('npm run zip refuses to package the demo build for the stores, and says what to set', () => {
  const env = { ...process.env, QUICKPOST_API_URL: '', QUICKPOST_APP_URL: '', QP_DEMO_ZIP: '' };
  delete env.QUICKPOST_API_URL;
  delete env.QUICKPOST_APP_URL;
  const run = spawnSync('npx', ['tsx', 'scripts/zip.ts'], { encoding: 'utf8', env });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('QUICKPOST_API_URL');
  expect(run.stderr).toContain('QP_DEMO_ZIP=1');
});
