import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RIVAL_KEY, useSandbox } from './helpers.ts';

const sb = useSandbox();

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}
let received: Received[] = [];
/** Statuses the receiver answers, in order; 200 once the list is used up. */
let script: number[] = [];
let receiver: Server;
let receiverUrl = '';

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
      res.statusCode = script.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received = [];
  script = [];
});

async function until(count: number, ms = 5000): Promise<Received[]> {
  const end = Date.now() + ms;
  while (received.length < count && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return received;
}

const register = (path = '/hook', user = 'demo') => sb.control('webhooks', { user, url: `${receiverUrl}${path}` });
/** Creates an instant post, then makes one more request so it publishes now rather than at the next timer tick. */
async function instantPost(content: string, key?: string) {
  const created = await sb.createPost(
    { content, accounts: [{ id: key ? 12 : 1, type: 'twitter' }], post_instant: true },
    key ? { key } : {},
  );
  await sb.control('clock');
  return created;
}

describe('webhooks', () => {
  it.each([
    ['post.published when a post publishes', 'hello', 'post.published', 'published'],
    ['post.failed when a post fails', 'x'.repeat(300), 'post.failed', 'failed'],
  ])('delivers %s, with the documented payload', async (_name, content, event, status) => {
    expect((await register()).status).toBe(201);
    const created = await instantPost(content);
    const [delivery] = await until(1);
    expect(delivery!.path).toBe('/hook');
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['x-sandbox-event']).toBe(event);
    expect(delivery!.headers['x-sandbox-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    expect(delivery!.body).toEqual({
      event,
      post_id: created.body.post_id,
      status,
      occurred_at: expect.stringMatching(/Z$/),
      post: expect.objectContaining({ id: created.body.post_id, status, content }),
    });
    const [listed] = await sb.posts();
    expect(delivery!.body.post).toEqual(listed);
  });

  it('the 1-second timer publishes and notifies without any request', async () => {
    await register();
    await sb.createPost({
      content: 'soon',
      accounts: [{ id: 2, type: 'linkedin' }],
      date: '2020-01-01',
      time: '00:00',
    });
    // No request at all from here: only the timer can publish it.
    const [delivery] = await until(1, 3000);
    expect(delivery?.body.event).toBe('post.published');
  });

  it('a clock jump publishes due posts and notifies each, in due order', async () => {
    await register();
    for (const time of ['10:00', '09:00']) {
      await sb.createPost({ content: `at ${time}`, accounts: [{ id: 2, type: 'linkedin' }], date: '2035-01-01', time });
    }
    await sb.advance(20 * 365 * 24 * 3_600_000);
    const deliveries = await until(2);
    expect(deliveries.map((d) => d.body.post.content).sort()).toEqual(['at 09:00', 'at 10:00']);
    expect(deliveries.map((d) => d.body.occurred_at).sort()).toEqual([
      '2035-01-01T09:00:00.000Z',
      '2035-01-01T10:00:00.000Z',
    ]);
  });

  it('every registered URL of the user gets the event', async () => {
    await register('/a');
    await register('/b');
    await instantPost('two hooks');
    expect((await until(2)).map((d) => d.path).sort()).toEqual(['/a', '/b']);
  });

  it("another user's events are not delivered to this user's URL", async () => {
    await register('/demo-only');
    await instantPost('rival post', RIVAL_KEY);
    expect((await sb.posts('', { key: RIVAL_KEY })).map((p) => p.status)).toContain('published');
    // Deliveries are logged as the event happens: none was made for this URL.
    expect((await sb.control('webhooks?user=demo')).body.deliveries).toEqual([]);
    expect(received).toEqual([]);
  });

  it('a failed delivery is retried after 1 s with the same delivery id', async () => {
    script = [500];
    await register();
    await instantPost('retry me');
    const deliveries = await until(2, 4000);
    expect(deliveries).toHaveLength(2);
    expect(deliveries[0]!.headers['x-sandbox-delivery']).toBe(deliveries[1]!.headers['x-sandbox-delivery']);
    const log = (await sb.control('webhooks?user=demo')).body.deliveries;
    expect(log).toEqual([expect.objectContaining({ state: 'delivered', attempts: 2, last_status: 200 })]);
  });

  it('gives up after 3 attempts (1 s, then 2 s apart)', async () => {
    script = [500, 502, 503, 504];
    await register();
    await instantPost('never accepted');
    const started = Date.now();
    await until(3, 6000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    // Given up: the delivery is failed for good, so no fourth attempt follows.
    await vi.waitFor(async () => {
      const log = (await sb.control('webhooks?user=demo')).body.deliveries;
      expect(log).toEqual([expect.objectContaining({ state: 'failed', attempts: 3, last_status: 503 })]);
    });
    expect(received).toHaveLength(3);
  }, 10_000);

  it.each([
    ['an unknown user is 404', { user: 'nobody', url: 'http://127.0.0.1:9/x' }, 404],
    ['a URL that is not http(s) is 400', { user: 'demo', url: 'ftp://example.com/x' }, 400],
    ['a missing url is 400', { user: 'demo' }, 400],
  ])('registration: %s', async (_name, body, status) => {
    expect((await sb.control('webhooks', body)).status).toBe(status);
  });

  it('reset forgets registrations', async () => {
    await register();
    await sb.control('reset', {});
    await instantPost('after reset');
    expect((await sb.control('webhooks?user=demo')).body.deliveries).toEqual([]);
    expect(received).toEqual([]);
  });
});
