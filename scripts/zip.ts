/**
 * `npm run zip` / `npm run zip:firefox`: the store packages. A demo build (loopback addresses, a pinned key) is
 * no store package, so without the real service's addresses this refuses and says what to set; QP_DEMO_ZIP=1
 * zips the demo build anyway, for local use.
 */
import { spawnSync } from 'node:child_process';
import { readBuildEnv } from '../config/build-env';

const firefox = process.argv.includes('--firefox');
if (readBuildEnv().demo && process.env.QP_DEMO_ZIP !== '1') {
  console.error(
    [
      'This would package the demo build (sandbox addresses and a pinned key), which the stores refuse.',
      'Set the real service: QUICKPOST_API_URL=https://api… QUICKPOST_APP_URL=https://app… (README: "Pointing at the real service").',
      'For a local demo zip, set QP_DEMO_ZIP=1.',
    ].join('\n'),
  );
  process.exit(1);
}
const zip = spawnSync('npx', ['wxt', 'zip', ...(firefox ? ['-b', 'firefox'] : [])], { stdio: 'inherit' });
process.exit(zip.status ?? 1);
