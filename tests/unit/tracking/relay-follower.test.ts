/**
 * The relay follower against a scripted ntfy: catching up with poll=1&since=, the cursor, tolerant messages,
 * and the live JSON stream with its reconnects. The real stand-in is exercised in tests/sandbox/ntfy.test.ts
 * and end to end in tests/e2e/relay.spec.ts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { relayCursorItem } from '@/lib/storage/tracker-items';
import type { RelayHint } from '@/lib/tracking/relay-events';
import { createRelayFollower, RECONNECT_MS } from '@/lib/tracking/relay-follower';
import { MAX_STREAM_BYTES_PER_MINUTE } from '@/lib/tracking/ntfy';
import { T0 } from '../fakes/api';

const RELAY = 'https://ntfy.example.com/quickpost-abc';
const msg = (id: string, message: string, extra: Record<string, unknown> = {}) => ({
  id,
  time: Math.floor(T0 / 1000),
  event: 'message',
  topic: 'quickpost-abc',
  message,
  ...extra,
});
const ndjson = (...lines: unknown[]) =>
  new Response(lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n', { status: 200 });

/** A live `/json` answer the test writes into, one message a line. */
function streamAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } }),
    send: (data: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(data)}\n`)),
    close: () => controller.close(),
  };
}

function setup(answers: (Response | Error | (() => Response))[]) {
  const urls: string[] = [];
  const hints: RelayHint[][] = [];
  const sleeps: number[] = [];
  let relayUrl = RELAY;
  const follower = createRelayFollower({
    clock: { now: () => T0 },
    log: () => undefined,
    fetch: (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      const next = answers.shift();
      if (!next) return new Promise<Response>(() => undefined); // no more: hang like an idle connection
      if (next instanceof Error) throw next;
      return typeof next === 'function' ? next() : next;
    }) as typeof fetch,
    relayUrl: async () => relayUrl,
    onHints: async (h) => void hints.push(h),
    sleep: async (ms) => void sleeps.push(ms),
  });
  return { follower, urls, hints, sleeps, setRelay: (u: string) => (relayUrl = u) };
}

beforeEach(async () => {
  await relayCursorItem.remove();
});

describe('relay follower: catching up with poll=1&since=', () => {
  it('first everything cached, then from the last id handled; hints go to the tracker before the cursor moves', async () => {
    const env = setup([
      ndjson(
        msg('AAA', JSON.stringify({ event: 'post.published', post_id: 5 })),
        '',
        'not json',
        msg('BBB', 'You received a file: attachment.txt', { attachment: { url: 'x' } }),
      ),
      ndjson(),
    ]);
    await env.follower.catchUp();
    expect(env.urls[0]).toBe(`${RELAY.replace('/quickpost-abc', '')}/quickpost-abc/json?poll=1&since=all`);
    // The attachment is not fetched nor taken for a hint (its address is the publisher's to choose); the cursor
    // still moves past it.
    expect(env.hints).toEqual([[{ postId: 5, status: 'published' }]]);
    expect(await relayCursorItem.get()).toMatchObject({ relayUrl: RELAY, id: 'BBB' });
    await env.follower.catchUp();
    expect(env.urls[1]).toMatch(/since=BBB$/);
    expect(env.hints).toHaveLength(1);
  });

  it('a new relay URL starts over; a refused poll keeps the cursor', async () => {
    const env = setup([
      ndjson(msg('AAA', '{"event":"post.failed","post_id":7}')),
      new Response('nope', { status: 500 }),
    ]);
    await env.follower.catchUp();
    env.setRelay('https://ntfy.sh/quickpost-other');
    await expect(env.follower.catchUp()).rejects.toThrow(/500/);
    expect(env.urls[1]).toBe('https://ntfy.sh/quickpost-other/json?poll=1&since=all');
    expect(await relayCursorItem.get()).toMatchObject({ relayUrl: RELAY, id: 'AAA' });
  });

  it('does nothing without a relay URL', async () => {
    const env = setup([]);
    env.setRelay('');
    await env.follower.catchUp();
    await env.follower.follow();
    expect(env.urls).toEqual([]);
  });
});

describe('relay follower: the live stream', () => {
  it('hears messages as they come, and reconnects after the stream ends, from the last id', async () => {
    const first = streamAnswer();
    const second = streamAnswer();
    const env = setup([first.response, second.response]);
    await env.follower.follow();
    await vi.waitFor(() => expect(env.urls).toHaveLength(1));
    expect(env.urls[0]).toBe('https://ntfy.example.com/quickpost-abc/json?since=all');
    first.send({ id: 'o1', time: 1, event: 'open', topic: 'quickpost-abc' });
    first.send(msg('M1', JSON.stringify({ event: 'post.published', post_id: 9 })));
    first.send({ id: 'k1', time: 2, event: 'keepalive', topic: 'quickpost-abc' });
    await vi.waitFor(() => expect(env.hints).toEqual([[{ postId: 9, status: 'published' }]]));
    first.close();
    await vi.waitFor(() => expect(env.urls).toHaveLength(2));
    expect(env.sleeps).toEqual([RECONNECT_MS[0]]);
    expect(env.urls[1]).toMatch(/\/json\?since=M1$/);
    env.setRelay('');
    await env.follower.follow();
    expect(env.urls).toHaveLength(2);
  });

  it('waits longer after each failed attempt', async () => {
    const env = setup([
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
      new Response('', { status: 502 }),
    ]);
    await env.follower.follow();
    await vi.waitFor(() => expect(env.urls).toHaveLength(4));
    expect(env.sleeps).toEqual([RECONNECT_MS[0], RECONNECT_MS[1], RECONNECT_MS[2]]);
    env.setRelay('');
    await env.follower.follow();
  });
});

describe('relay follower: a hostile relay server', () => {
  const CHUNK = 64 * 1024;
  const PER_CONNECTION = 1024 * 1024;

  it('one that answers `open`, a megabyte and a close is reconnected ever more slowly, within the bytes per minute', async () => {
    let now = T0;
    let relayUrl = RELAY;
    const pulled: { at: number; bytes: number }[] = [];
    const encoder = new TextEncoder();
    const open = encoder.encode(`${JSON.stringify({ id: 'o', time: 1, event: 'open' })}\n`);
    const padding = encoder.encode(`${'x'.repeat(CHUNK - 1)}\n`);
    const connections: number[] = [];
    const follower = createRelayFollower({
      clock: { now: () => now },
      log: () => undefined,
      fetch: (async () => {
        // Eight connections are enough to see the waits grow; then the server hangs like an idle one.
        if (connections.length === 8) return new Promise<Response>(() => undefined);
        connections.push(now);
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          start: (c) => c.enqueue(open),
          pull: (c) => {
            if (sent >= PER_CONNECTION) return c.close();
            sent += padding.byteLength;
            pulled.push({ at: now, bytes: padding.byteLength });
            c.enqueue(padding);
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
      }) as typeof fetch,
      relayUrl: async () => relayUrl,
      onHints: async () => undefined,
      // The wait passes on the follower's clock, so the bytes can be counted per minute.
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
    });
    const sleeps: number[] = [];
    await follower.follow();
    await vi.waitFor(() => expect(connections).toHaveLength(8), { timeout: 8_000 });
    relayUrl = '';
    await follower.follow();

    const waits = sleeps.slice(0, 7);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    expect(waits.at(-1)).toBeGreaterThan(waits[0]!);
    // Bytes pulled in any minute: the ceiling, and at most one chunk more per connection (the one that passed it).
    for (const { at } of pulled) {
      const inMinute = pulled.filter((p) => p.at >= at && p.at < at + 60_000).reduce((sum, p) => sum + p.bytes, 0);
      const opened = connections.filter((c) => c >= at && c < at + 60_000).length;
      expect(inMinute).toBeLessThanOrEqual(MAX_STREAM_BYTES_PER_MINUTE + opened * CHUNK);
    }
  }, 15_000);

  it('one that answers `open` and closes at once is reconnected ever more slowly (open alone does not start over)', async () => {
    const answers = Array.from({ length: 6 }, () => {
      const answer = streamAnswer();
      answer.send({ id: 'o', time: 1, event: 'open', topic: 'quickpost-abc' });
      answer.close();
      return answer.response;
    });
    const env = setup(answers);
    await env.follower.follow();
    await vi.waitFor(() => expect(env.urls).toHaveLength(7));
    expect(env.sleeps).toEqual([...RECONNECT_MS]);
    env.setRelay('');
    await env.follower.follow();
  });
});
