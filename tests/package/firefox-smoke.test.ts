/**
 * The Firefox build starts in Debian's firefox-esr: `web-ext run` installs it headless as a temporary
 * add-on, and the background of a smoke build (WXT_SMOKE_URL) calls this test's server once it has started.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const OUT = join(tmpdir(), 'quickpost-firefox-smoke');
const WEB_EXT = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'web-ext');

it('the Firefox build installs in firefox-esr and its background starts', async () => {
  expect(existsSync(FIREFOX), `${FIREFOX} is missing: apt-get install firefox-esr (or set FIREFOX_PATH)`).toBe(true);
  let reported: (query: URLSearchParams) => void;
  const beacon = new Promise<URLSearchParams>((resolve) => (reported = resolve));
  const server = createServer((req, res) => {
    reported(new URL(req.url ?? '/', 'http://x').searchParams);
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/started`;

  rmSync(OUT, { recursive: true, force: true });
  const build = spawnSync('npx', ['wxt', 'build', '-b', 'firefox'], {
    encoding: 'utf8',
    env: { ...process.env, QP_OUT_DIR: OUT, WXT_SMOKE_URL: url },
  });
  expect(build.status, build.stderr).toBe(0);

  // Its own process group, so that Firefox goes with web-ext when the test ends.
  const firefox = spawn(
    WEB_EXT,
    ['run', `--firefox=${FIREFOX}`, '--source-dir', join(OUT, 'firefox-mv2'), '--no-reload', '--no-input'],
    {
      env: { ...process.env, MOZ_HEADLESS: '1' },
      detached: true,
      stdio: 'ignore',
    },
  );
  try {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no word from the background within 90 s')), 90_000),
    );
    const query = await Promise.race([beacon, timeout]);
    expect(query.get('origin')).toMatch(/^moz-extension:\/\/[0-9a-f-]{36}\/$/);
    expect(query.get('manifest')).toBe('2');
    expect(query.get('storage')).toBe('true');
  } finally {
    if (firefox.pid) process.kill(-firefox.pid, 'SIGTERM');
    server.closeAllConnections();
    server.close();
  }
}, 180_000);
