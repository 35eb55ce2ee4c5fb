/**
 * The runtimes the broker's suite runs on (issue 19): Node (broker/server.ts, as `npm run broker` runs it) and
 * Cloudflare's workerd (the bundle `wrangler deploy --dry-run` makes from broker/wrangler.jsonc, run by Miniflare),
 * so that what the README tells an operator to deploy is what the suite tests. Each start gives the broker's
 * URL and the lines it logged.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { Miniflare } from 'miniflare';
import { startBroker } from '../../broker/server';

const ROOT = join(import.meta.dirname, '..', '..');
const WRANGLER_CONFIG = join(ROOT, 'broker', 'wrangler.jsonc');

/** The compatibility date the deploy uses, so that workerd here runs the worker as Cloudflare would. */
function compatibilityDate(): string {
  const date = /"compatibility_date"\s*:\s*"(\d{4}-\d{2}-\d{2})"/.exec(readFileSync(WRANGLER_CONFIG, 'utf8'))?.[1];
  if (!date) throw new Error(`${WRANGLER_CONFIG} names no compatibility_date`);
  return date;
}

export interface BrokerSetup {
  serviceUrl: string;
  clientId: string;
  clientSecret: string;
  allowedOrigins: string[];
  allowedRedirectUris: string[];
}

export interface StartedBroker {
  url: string;
  /** Every line the broker logged so far. */
  logs: string[];
  close(): Promise<void>;
}

export interface BrokerRuntime {
  name: string;
  start(setup: BrokerSetup): Promise<StartedBroker>;
  /** Ends what the runtime set up once (the bundle's directory). */
  dispose(): void;
}

export const nodeRuntime: BrokerRuntime = {
  name: 'Node',
  async start(setup) {
    const logs: string[] = [];
    // This suite's many exchanges come from one address; the rate limit has its own test (broker-security.test.ts).
    const broker = await startBroker({
      ...setup,
      port: 0,
      host: '127.0.0.1',
      rateLimit: 1000,
      log: (line) => logs.push(line),
    });
    return { url: broker.url, logs, close: broker.close };
  },
  dispose() {},
};

/** Runs `wrangler deploy --dry-run`, which bundles the worker exactly as a deploy would upload it. */
function wranglerBundle(outDir: string): { status: number | null; output: string; script: string } {
  const run = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'wrangler'),
    ['deploy', '--dry-run', '--outdir', outDir, '-c', WRANGLER_CONFIG],
    {
      encoding: 'utf8',
      // No telemetry and no update check: CI has no network but the registry's.
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CI: 'true' },
      timeout: 60_000,
    },
  );
  return { status: run.status, output: `${run.stdout}\n${run.stderr}`, script: join(outDir, 'worker.js') };
}

function collectLines(stream: Readable, into: string[]): void {
  createInterface({ input: stream }).on('line', (line) => into.push(line));
}

export function workerdRuntime(): BrokerRuntime {
  let bundle: string | undefined;
  const outDir = mkdtempSync(join(tmpdir(), 'quickpost-broker-worker-'));
  return {
    name: 'workerd',
    async start(setup) {
      if (!bundle) {
        const built = wranglerBundle(outDir);
        if (built.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${built.output}`);
        bundle = built.script;
      }
      const logs: string[] = [];
      const mf = new Miniflare({
        modules: true,
        scriptPath: bundle,
        // Module names are paths relative to this root; the bundle lives outside the working directory.
        modulesRoot: outDir,
        compatibilityDate: compatibilityDate(),
        // The same variables an operator sets with `vars` and `wrangler secret put` (README).
        bindings: {
          BROKER_SERVICE_URL: setup.serviceUrl,
          BROKER_CLIENT_ID: setup.clientId,
          BROKER_CLIENT_SECRET: setup.clientSecret,
          BROKER_ALLOWED_ORIGINS: setup.allowedOrigins.join(','),
          BROKER_REDIRECT_URIS: setup.allowedRedirectUris.join(','),
          BROKER_RATE_LIMIT: '1000',
        },
        handleRuntimeStdio(stdout: Readable, stderr: Readable) {
          collectLines(stdout, logs);
          collectLines(stderr, logs);
        },
      });
      const url = (await mf.ready).origin;
      return { url, logs, close: () => mf.dispose() };
    },
    dispose() {
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
