/** Runs the broker on Node (`npm run broker`, the demo, the tests): the Hono app behind @hono/node-server. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createBroker } from './app';
import type { BrokerSettings } from './config';
import { serviceExchange, type Exchange } from './exchange';
import { clientOf } from './client-of';

export interface RunningBroker {
  /** http://<host>:<port> */
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface StartOptions extends BrokerSettings {
  log?: (line: string) => void;
  /** Replaces the service exchange (tests that point one broker at apps registered at test time). */
  exchange?: Exchange;
  /** The whole exchange's deadline (tests shorten it). */
  deadlineMs?: number;
}

export async function startBroker(options: StartOptions): Promise<RunningBroker> {
  const exchange =
    options.exchange ??
    serviceExchange({
      serviceUrl: options.serviceUrl,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      ...(options.deadlineMs ? { deadlineMs: options.deadlineMs } : {}),
    });
  const app = createBroker({
    exchange,
    allowedOrigins: options.allowedOrigins,
    allowedRedirectUris: options.allowedRedirectUris,
    rateLimit: options.rateLimit,
    clientOf: clientOf(options.trustedProxies ?? 0),
    ...(options.log ? { log: options.log } : {}),
  });
  const server = createAdaptorServer({ fetch: app.fetch, hostname: options.host }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
