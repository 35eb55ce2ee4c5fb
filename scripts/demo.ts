/**
 * `npm start`: the demo. Builds Quickpost for the sandbox, starts the sandbox on 127.0.0.1:8787 and the token
 * broker on 127.0.0.1:8788 (so "Sign in" works out of the box), and opens Chromium with Quickpost loaded.
 * Ctrl+C stops everything. Without a display, the sandbox and broker keep running and the extension can be
 * loaded by hand (README: "Without a display").
 */
import { startSandbox } from '../sandbox/server';
import { readBrokerSettings } from '../broker/config';
import { startBroker } from '../broker/server';
import { buildExtension } from './build-extension';
import { launchWithExtension, EXTENSION_DIR } from './chromium';
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

const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
const browser = hasDisplay ? await launchWithExtension({ headless: false, welcome: 'keep' }) : undefined;
if (browser) {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.goto(`chrome-extension://${demo.id}/options.html`);
  console.log('Chromium is open with Quickpost loaded. Close it or press Ctrl+C to stop.');
  browser.context.on('close', () => void stop());
} else {
  console.log(
    [
      'No display found, so no browser was opened. The sandbox keeps running. Either:',
      `  • load ${EXTENSION_DIR} in your own Chrome (chrome://extensions → Developer mode → Load unpacked), or`,
      '  • run the demo under a virtual display: xvfb-run npm start',
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );
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
