/**
 * `npm start`: the demo. Builds Quickpost for the sandbox, starts the sandbox on 127.0.0.1:8787 and the token
 * broker on 127.0.0.1:8788 (so "Sign in" works out of the box), and opens Chromium with Quickpost loaded.
 * Ctrl+C stops everything. Without a display or a Chromium, the sandbox and broker keep running and it says how to
 * load the extension by hand.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../sandbox/server';
import { readBrokerSettings } from '../broker/config';
import { startBroker } from '../broker/server';
import { buildExtension } from './build-extension';
import { launchWithExtension, EXTENSION_DIR, type ExtensionBrowser } from './chromium';
import { findBrowser } from './find-browser';
import demo from '../config/demo-extension.json' with { type: 'json' };

const port = Number(process.env.PORT ?? 8787);

console.log('Building Quickpost for the sandbox…');
buildExtension({ QUICKPOST_API_URL: `http://127.0.0.1:${port}` });

const sandbox = await startSandbox({ port });
console.log(`Sandbox: ${sandbox.url}  (API key: smm_demo)`);
// The seeded OAuth app's secret stays here, in the broker: the extension only knows the client id.
const broker = await startBroker({
  ...readBrokerSettings({ ...process.env, BROKER_SERVICE_URL: sandbox.url }),
  log: (line) => console.log(`[broker] ${line}`),
});
console.log(`Token broker: ${broker.url}  (Sign in on the settings page uses it)`);

// Linux without X or Wayland has no screen to open a browser on; macOS and Windows always have one.
const hasDisplay = process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
const found = hasDisplay ? findBrowser() : undefined;
const byHand = [
  `Load ${EXTENSION_DIR} in Chrome or Chromium: chrome://extensions → Developer mode → Load unpacked.`,
  'The sandbox and broker keep running; press Ctrl+C to stop.',
];
let browser: ExtensionBrowser | undefined;
if (found?.loadsExtensionFlag) {
  try {
    browser = await launchWithExtension({ executablePath: found.path, headless: false, welcome: 'keep' });
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(`chrome-extension://${demo.id}/options.html`);
    console.log(`${found.path} is open with Quickpost loaded. Close it or press Ctrl+C to stop.`);
    browser.context.on('close', () => void stop());
  } catch (error) {
    console.log([`${found.path} did not start: ${(error as Error).message.split('\n')[0]}`, ...byHand].join('\n'));
  }
} else if (found) {
  // Google Chrome loads unpacked extensions only by hand: it opens on its extensions page, in a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'quickpost-demo-'));
  spawn(found.path, [`--user-data-dir=${profile}`, '--no-first-run', 'chrome://extensions'], {
    stdio: 'ignore',
  }).on('error', () => undefined);
  console.log([`Opened ${found.path}.`, ...byHand].join('\n'));
} else {
  const why = hasDisplay ? 'No Chromium or Google Chrome found (set CHROMIUM_PATH).' : 'No display found.';
  console.log([why, ...byHand].join('\n'));
}

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await browser?.close();
  await broker.close();
  await sandbox.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
