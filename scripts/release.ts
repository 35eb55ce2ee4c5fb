/**
 * `npm run release`: both stores' zips and Mozilla's sources zip (with BUILDING.md), for the version in
 * package.json — refused when CHANGELOG.md has no entry for that version, or when the build would be the demo
 * build (no real service addresses). docs/store.md: "Publishing".
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readBuildEnv } from '../config/build-env';

/** True when CHANGELOG.md has a `## <version>` (or `## [<version>]`) heading. */
function changelogHas(changelog: string, version: string): boolean {
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^## \\[?v?${escaped}\\]?(\\s|$)`, 'm').test(changelog);
}

const root = new URL('..', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string };
// QP_CHANGELOG: another file in its place (tests/package/zip-guard.test.ts shows the refusal with it).
const changelog = readFileSync(process.env.QP_CHANGELOG ?? new URL('CHANGELOG.md', root), 'utf8');
if (!changelogHas(changelog, version)) {
  console.error(`CHANGELOG.md has no entry for ${version} (package.json): add "## ${version}" with what changed.`);
  process.exit(1);
}
if (readBuildEnv().demo) {
  console.error(
    'This would package the demo build. Set QUICKPOST_API_URL and QUICKPOST_APP_URL (and QUICKPOST_CLIENT_ID, ' +
      'QUICKPOST_BROKER_URL) to the real service (README: "Pointing at the real service").',
  );
  process.exit(1);
}
for (const args of [
  ['wxt', 'zip'],
  ['wxt', 'zip', '-b', 'firefox'],
]) {
  // NODE_ENV=production whatever the shell has: another value gives Preact's development JSX, with absolute paths.
  const run = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
const env = readBuildEnv();
console.log(
  [
    `Quickpost ${version}: .output/quickpost-${version}-chrome.zip, -firefox.zip and -sources.zip.`,
    'For the reviewer notes (BUILDING.md inside the sources zip):',
    `  QUICKPOST_API_URL=${env.apiUrl} QUICKPOST_APP_URL=${env.appUrl} QUICKPOST_CLIENT_ID=${env.clientId} QUICKPOST_BROKER_URL=${env.brokerUrl} npx wxt zip -b firefox`,
  ].join('\n'),
);
