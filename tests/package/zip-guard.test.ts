import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('npm run zip refuses to package the demo build for the stores, and says what to set', () => {
  // The demo build: no real service addresses, no override.
  const { QUICKPOST_API_URL: _api, QUICKPOST_APP_URL: _app, QP_DEMO_ZIP: _demo, ...env } = process.env;
  const run = spawnSync('npx', ['tsx', 'scripts/zip.ts'], { encoding: 'utf8', env });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('QUICKPOST_API_URL');
  expect(run.stderr).toContain('QP_DEMO_ZIP=1');
});

it('npm run release refuses a version without a CHANGELOG.md entry, and names the version', () => {
  const changelog = join(tmpdir(), 'quickpost-changelog-without-entry.md');
  writeFileSync(changelog, '# Changelog\n\n## 0.0.1\n\n- An older version.\n');
  const run = spawnSync('npx', ['tsx', 'scripts/release.ts'], {
    encoding: 'utf8',
    env: { ...process.env, QP_CHANGELOG: changelog, QUICKPOST_API_URL: 'https://api.quickpost.example' },
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/CHANGELOG\.md has no entry for \d+\.\d+\.\d+/);
});
