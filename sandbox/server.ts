import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import { resolveLimits, type SandboxOptions } from './config.ts';
import { Sandbox } from './context.ts';

export type { SandboxOptions } from './config.ts';

export interface RunningSandbox {
  /** http://127.0.0.1:<port> — both {base_url} and {app_url}. */
  url: string;
  port: number;
  /** Closes all connections, stops timers, removes a temp data dir it created. */
  close(): Promise<void>;
}

/** Starts a seeded sandbox; the programmatic entry for tests, the E2E harness and the demo. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const createdDir = options.dataDir === undefined ? await mkdtemp(join(tmpdir(), 'quickpost-sandbox-')) : undefined;
  const dataDir = options.dataDir ?? createdDir!;
  const quiet = options.quiet ?? false;
  const say = quiet ? () => undefined : (line: string) => console.log(`[sandbox] ${line}`);
  const sb = new Sandbox(resolveLimits(options), join(dataDir, 'media'), say, quiet);
  await sb.reset();

  const server = createAdaptorServer({ fetch: createApp(sb).fetch, hostname: host }) as Server;
  // Multi-GB uploads may take longer than Node's default 5-minute request timeout.
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const wildcard = host === '0.0.0.0' || host === '::';
  const url = `http://${wildcard ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`;
  sb.baseUrl = url;

  // Publishing, video processing and rate windows also advance without requests.
  const timer = setInterval(() => {
    try {
      sb.tick();
    } catch (error) {
      say(`tick failed: ${(error as Error).stack ?? String(error)}`);
    }
  }, 1000);
  timer.unref();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      clearInterval(timer);
      sb.lifecycle.abort();
      sb.webhooks.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      if (createdDir) await rm(createdDir, { recursive: true, force: true });
    })();
    return closing;
  };
  return { url, port, close };
}
