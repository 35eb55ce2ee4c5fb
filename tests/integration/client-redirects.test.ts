/**
 * No credential over a redirect (point 4): an API host that answers 307 to another host must not hand
 * it the key — fetch strips only `Authorization` on a cross-origin redirect, never `X-API-KEY`. Two real HTTP
 * servers: the "API" answers every request with a redirect, the stranger records what reached it.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../lib/api/client';
import { createBudget } from '../../lib/budget/budget';
import { memoryStorage } from '../unit/fakes/api';
import type { Credential } from '../../lib/api/credential';

const servers: Server[] = [];
async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let stranger: string;
let api307: string;
const reached: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  stranger = await serve((req, res) => {
    reached.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"accounts":[]}');
  });
  // `localhost` is another origin than 127.0.0.1: the redirect is cross-origin, as to a stranger's host.
  const strangerHost = stranger.replace('127.0.0.1', 'localhost');
  api307 = await serve((req, res) => {
    res.writeHead(307, { location: `${strangerHost}${req.url}` }).end();
  });
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
beforeEach(() => {
  reached.length = 0;
});

const clientFor = async (credential: Credential) =>
  createApi({
    baseUrl: api307,
    credential,
    fetch: (input, init) => fetch(input, init),
    clock: { now: Date.now },
    budget: await createBudget({ storage: memoryStorage(), clock: { now: Date.now } }),
    sleep: async () => undefined,
  });

describe('a redirect from the API host', () => {
  it.each<[string, Credential]>([
    ['an API key', { kind: 'api-key', key: 'smm_demo_redirect_key' }],
    ['an OAuth token', { kind: 'bearer', token: 'svc_tok_redirect_token' }],
  ])('sends %s nowhere else, and fails with a sentence naming the host it pointed to', async (_name, credential) => {
    const error = await (await clientFor(credential)).listAccounts().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(reached, 'the stranger received no request at all').toEqual([]);
    expect(error).toMatchObject({
      name: 'QuickpostError',
      key: 'api_redirected',
      message: expect.stringContaining('localhost'),
    });
    expect((error as Error).message).toMatch(/API address/);
    expect(JSON.stringify(error)).not.toMatch(/smm_demo_redirect_key|svc_tok_redirect_token/);
  });

  it('is not retried (a write is not sent twice)', async () => {
    let hits = 0;
    const counting = await serve((_req, res) => {
      hits += 1;
      res.writeHead(308, { location: 'https://elsewhere.example/' }).end();
    });
    const api = createApi({
      baseUrl: counting,
      credential: { kind: 'api-key', key: 'smm_demo' },
      fetch: (input, init) => fetch(input, init),
      clock: { now: Date.now },
      budget: await createBudget({ storage: memoryStorage(), clock: { now: Date.now } }),
      sleep: async () => undefined,
    });
    await expect(
      api.createPost({ content: 'x', when: { instant: true }, accounts: [{ id: 1, type: 'twitter' }] }),
    ).rejects.toMatchObject({
      name: 'QuickpostError',
      key: 'api_redirected',
      message: expect.stringContaining('elsewhere.example'),
    });
    expect(hits).toBe(1);
  });
});
