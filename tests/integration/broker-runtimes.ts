/**
 * The runtimes the broker's suite runs on — Node, and Cloudflare's workerd running the bundle `wrangler deploy
 * --dry-run` makes — so that what broker/README.md tells an operator to deploy is what the suite tests.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';
import { Miniflare } from 'miniflare';
import { startBroker } from '../../broker/server';
import worker from '../../broker/worker';

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
  /** Exchanges per client per minute; 1000 unless given (this suite's many exchanges come from one address). */
  rateLimit?: number;
  /** BROKER_CLIENT_IP_HEADER: the header that names the caller. */
  clientIpHeader?: string;
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
    const broker = await startBroker({
      ...setup,
      port: 0,
      host: '127.0.0.1',
      rateLimit: setup.rateLimit ?? 1000,
      log: (line) => logs.push(line),
    });
    return { url: broker.url, logs, close: broker.close };
  },
  dispose() {},
};

/** The same variables an operator sets with `vars` and `wrangler secret put` (broker/README.md). */
function bindingsOf(setup: BrokerSetup): Record<string, string> {
  return {
    BROKER_SERVICE_URL: setup.serviceUrl,
    BROKER_CLIENT_ID: setup.clientId,
    BROKER_CLIENT_SECRET: setup.clientSecret,
    BROKER_ALLOWED_ORIGINS: setup.allowedOrigins.join(','),
    BROKER_REDIRECT_URIS: setup.allowedRedirectUris.join(','),
    BROKER_RATE_LIMIT: String(setup.rateLimit ?? 1000),
    ...(setup.clientIpHeader ? { BROKER_CLIENT_IP_HEADER: setup.clientIpHeader } : {}),
  };
}

/**
 * broker/worker.ts's fetch handler served on Node, given a new `env` object (the same bindings) on every request.
 * It logs to the console; its lines are not collected.
 */
export const nodeFetchHandlerRuntime: BrokerRuntime = {
  name: 'Node, fetch handler with a new env per request',
  async start(setup) {
    const bindings = bindingsOf(setup);
    const server = createAdaptorServer({
      fetch: (request: Request) => worker.fetch(request, { ...bindings }),
      hostname: '127.0.0.1',
    }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      logs: [],
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    };
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

/** A module in front of the bundle that hands it a copy of `env` on every request. */
const FRESH_ENV_MODULE = `import broker from './worker.js';
export default { fetch: (request, env, ctx) => broker.fetch(request, { ...env }, ctx) };
`;

/** workerd (Miniflare); with `freshEnv`, the deployed bundle is given a new `env` object on every request. */
export function workerdRuntime({ freshEnv = false } = {}): BrokerRuntime {
  let bundle: string | undefined;
  const outDir = mkdtempSync(join(tmpdir(), 'quickpost-broker-worker-'));
  return {
    name: freshEnv ? 'workerd with a new env per request' : 'workerd',
    async start(setup) {
      if (!bundle) {
        const built = wranglerBundle(outDir);
        if (built.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${built.output}`);
        bundle = built.script;
        if (freshEnv) {
          bundle = join(outDir, 'fresh-env.js');
          writeFileSync(bundle, FRESH_ENV_MODULE);
        }
      }
      const logs: string[] = [];
      const mf = new Miniflare({
        modules: true,
        scriptPath: bundle,
        // Module names are paths relative to this root; the bundle lives outside the working directory.
        modulesRoot: outDir,
        // The bundle is an ES module (Miniflare takes an imported .js for CommonJS by default).
        modulesRules: [{ type: 'ESModule', include: ['**/*.js'] }],
        compatibilityDate: compatibilityDate(),
        bindings: bindingsOf(setup),
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
