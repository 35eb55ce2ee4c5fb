/**
 * The runtimes the broker's suite runs on — Node, and Cloudflare's workerd running the bundle `wrangler deploy
 * --dry-run` makes — so that what broker/README.md tells an operator to deploy is what the suite tests.
 *
 * Each stands where an operator would deploy it, with what its platform puts in front: Node is called directly (the
 * socket names the caller); the fetch handler on Node sits behind one proxy that appends the caller's address to
 * X-Forwarded-For (BROKER_TRUSTED_PROXIES=1), or behind nothing that names callers; workerd behind a stand-in for
 * Cloudflare's edge, which sets `cf-connecting-ip` to the caller's address whatever the caller sent. A test names a
 * caller by the loopback address it calls from (`exchangeFrom`).
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { request as httpRequest } from 'node:http';
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
  };
}

/** The caller's address as the front's socket saw it. */
const peerOf = (env: unknown) =>
  (env as { incoming: { socket: { remoteAddress: string } } }).incoming.socket.remoteAddress;

/** The same request with `headers` changed, as a proxy passes it on. */
async function passedOn(request: Request, change: (headers: Headers) => void): Promise<Request> {
  const headers = new Headers(request.headers);
  // Hop-by-hop: each connection has its own.
  for (const hop of ['connection', 'keep-alive', 'host', 'transfer-encoding', 'content-length']) headers.delete(hop);
  change(headers);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return new Request(request.url, { method: request.method, headers, body });
}

/** A front on Node's HTTP server that hands each request on, changed; closed with the broker. */
async function front(handle: (request: Request, env: unknown) => Promise<Response>) {
  const server = createAdaptorServer({ fetch: handle, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A POST from the loopback address `from` (127.0.0.x: every one of them is this machine). */
export function exchangeFrom(
  url: string,
  { from = '127.0.0.1', headers = {}, body }: { from?: string; headers?: Record<string, string>; body: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; json: () => unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * broker/worker.ts's fetch handler served on Node, given a new `env` object (the same bindings) on every request.
 * It logs to the console; its lines are not collected.
 */
export function nodeFetchHandlerRuntime({ proxy = true } = {}): BrokerRuntime {
  return {
    name: proxy
      ? 'Node, fetch handler behind one proxy, with a new env per request'
      : 'Node, fetch handler that names no caller',
    async start(setup) {
      const bindings = { ...bindingsOf(setup), ...(proxy ? { BROKER_TRUSTED_PROXIES: '1' } : {}) };
      const served = await front(async (request, env) =>
        worker.fetch(
          proxy
            ? await passedOn(request, (h) => {
                const before = h.get('x-forwarded-for');
                h.set('x-forwarded-for', before ? `${before}, ${peerOf(env)}` : peerOf(env));
              })
            : request,
          { ...bindings },
        ),
      );
      return { url: served.url, logs: [], close: served.close };
    },
    dispose() {},
  };
}

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

/**
 * workerd (Miniflare); with `freshEnv`, the deployed bundle is given a new `env` object on every request; with `edge`,
 * it is called through the stand-in for Cloudflare's edge (Miniflare itself keeps a `cf-connecting-ip` the caller sent).
 */
export function workerdRuntime({ freshEnv = false, edge = false } = {}): BrokerRuntime {
  let bundle: string | undefined;
  const outDir = mkdtempSync(join(tmpdir(), 'quickpost-broker-worker-'));
  return {
    name: `workerd${freshEnv ? ' with a new env per request' : ''}${edge ? ' behind Cloudflare’s edge' : ''}`,
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
      const origin = (await mf.ready).origin;
      if (!edge) return { url: origin, logs, close: () => mf.dispose() };
      // Cloudflare's edge: `cf-connecting-ip` is the caller's address, never what the caller wrote.
      const cloudflare = await front(async (request, env) => {
        const passed = await passedOn(request, (h) => {
          h.set('cf-connecting-ip', peerOf(env));
          h.delete('accept-encoding'); // the answer is handed on as it comes: no encoding to undo on the way
        });
        const { pathname, search } = new URL(passed.url);
        const answer = await fetch(`${origin}${pathname}${search}`, passed);
        const headers = new Headers(answer.headers);
        // fetch has undone any encoding already; hop-by-hop headers are the connection's own.
        for (const hop of ['content-encoding', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
          headers.delete(hop);
        return new Response(answer.body, { status: answer.status, headers });
      });
      return {
        url: cloudflare.url,
        logs,
        close: async () => {
          await cloudflare.close();
          await mf.dispose();
        },
      };
    },
    dispose() {
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** A sandbox for the file: started once, reset before each test. Its URL, once started. */
export function useSandbox(): () => string {
  let sandbox: RunningSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, quiet: true });
  });
  afterAll(() => sandbox?.close());
  beforeEach(async () => {
    await fetch(`${sandbox!.url}/__sandbox/reset`, { method: 'POST' });
  });
  return () => sandbox!.url;
}

/** The sandbox's demo app behind a broker on `runtime`, started before the describe's tests and closed after them. */
export function useDemoBroker(
  runtime: BrokerRuntime,
  setup: { serviceUrl: () => string; origin: string; redirect: string; rateLimit: number },
): () => StartedBroker {
  let broker: StartedBroker | undefined;
  beforeAll(async () => {
    broker = await runtime.start({
      serviceUrl: setup.serviceUrl(),
      clientId: 'svc_cid_demo',
      clientSecret: 'svc_cs_demo',
      allowedOrigins: [setup.origin],
      allowedRedirectUris: [setup.redirect],
      rateLimit: setup.rateLimit,
    });
  }, 60_000);
  afterAll(() => broker?.close());
  return () => broker!;
}
