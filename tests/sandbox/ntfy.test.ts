import { EventSourceParserStream } from 'eventsource-parser/stream';
import { afterEach, describe, expect, it } from 'vitest';
import { HOUR, useSandbox } from './helpers.ts';

// Keepalives every 200 ms instead of ntfy's 45 s, so the stream tests see one quickly (read at start-up).
process.env.SANDBOX_NTFY_KEEPALIVE_MS = '200';
const sb = useSandbox();

interface Msg {
  id: string;
  time: number;
  event: string;
  topic: string;
  message?: string;
  expires?: number;
  attachment?: { url: string; size: number; name: string };
}

const publish = async (topic: string, body: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${sb.url}/ntfy/${topic}`, { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as Msg & { http?: number; error?: string } };
};

const poll = async (topic: string, since?: string) => {
  const response = await fetch(
    `${sb.url}/ntfy/${topic}/json?poll=1${since === undefined ? '' : `&since=${encodeURIComponent(since)}`}`,
  );
  const text = await response.text();
  return {
    response,
    messages: text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Msg),
  };
};

const open: AbortController[] = [];
afterEach(() => open.splice(0).forEach((c) => c.abort()));

/** Opens a live subscription and collects what arrives, as parsed objects. */
async function subscribe(path: string, parse: 'ndjson' | 'sse') {
  const controller = new AbortController();
  open.push(controller);
  const response = await fetch(`${sb.url}/ntfy/${path}`, { signal: controller.signal });
  const received: (Msg & { sseEvent?: string; sseId?: string })[] = [];
  const body = response.body!.pipeThrough(new TextDecoderStream());
  void (async () => {
    try {
      if (parse === 'sse') {
        for await (const e of body.pipeThrough(new EventSourceParserStream())) {
          received.push({ ...(JSON.parse(e.data) as Msg), sseEvent: e.event, sseId: e.id });
        }
      } else {
        let buffer = '';
        for await (const chunk of body) {
          buffer += chunk;
          const lines = buffer.split('\n');
          buffer = lines.pop()!;
          for (const line of lines.filter(Boolean)) received.push(JSON.parse(line) as Msg);
        }
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  const until = async (test: () => boolean, ms = 3000) => {
    const end = Date.now() + ms;
    while (!test() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    if (!test()) throw new Error(`timed out; received ${JSON.stringify(received)}`);
  };
  return { response, received, until };
}

describe('ntfy stand-in: publish', () => {
  it('the body becomes the message as is, answered in the JSON message format', async () => {
    const body = JSON.stringify({ event: 'post.published', post_id: 5 });
    const { status, body: msg } = await publish('qp-topic_1', body, { Title: 'Hi', Priority: '4', Tags: 'a,b' });
    expect(status).toBe(200);
    expect(msg).toMatchObject({
      event: 'message',
      topic: 'qp-topic_1',
      message: body,
      title: 'Hi',
      priority: 4,
      tags: ['a', 'b'],
    });
    expect(msg.id).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(msg.expires! - msg.time).toBe(12 * 3600);
    expect(Math.abs(msg.time * 1000 - Date.now())).toBeLessThan(5000);
  });

  it('a body over 4096 bytes becomes an attachment, served from the relay', async () => {
    const exact = await publish('big', 'x'.repeat(4096));
    expect(exact.body.message).toBe('x'.repeat(4096));
    const big = await publish('big', 'y'.repeat(4097));
    expect(big.body.message).toBe('You received a file: attachment.txt');
    expect(big.body.attachment).toMatchObject({ name: 'attachment.txt', size: 4097 });
    const file = await fetch(big.body.attachment!.url);
    expect(await file.text()).toBe('y'.repeat(4097));
  });

  it.each(['has space', 'a'.repeat(65), 'dots.not.allowed'])(
    'refuses the topic name %j with ntfy’s error body',
    async (topic) => {
      const { status, body } = await publish(encodeURIComponent(topic), 'x');
      expect(status).toBe(400);
      expect(body).toMatchObject({ http: 400, error: expect.stringContaining('topic') });
    },
  );
});

describe('ntfy stand-in: poll=1 and since=', () => {
  it('answers the cache as NDJSON and closes; since=all is the default', async () => {
    await publish('t', 'one');
    await publish('t', 'two');
    await publish('other', 'elsewhere');
    const { response, messages } = await poll('t');
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(messages.map((m) => m.message)).toEqual(['one', 'two']);
    expect(messages.every((m) => m.event === 'message' && m.topic === 't')).toBe(true);
  });

  it.each<[string, (ids: string[]) => string, string[]]>([
    ['a message id: what came after it', (ids) => ids[0]!, ['two', 'three']],
    ['the last id: nothing', (ids) => ids[2]!, []],
    ['an id no longer cached: everything', () => 'AAAAAAAAAAAA', ['one', 'two', 'three']],
    ['none', () => 'none', []],
    ['latest', () => 'latest', ['three']],
    ['a duration', () => '10m', ['one', 'two', 'three']],
    ['a Unix time in the future', () => String(Math.floor(Date.now() / 1000) + 3600), []],
  ])('since = %s', async (_, since, expected) => {
    const ids: string[] = [];
    for (const text of ['one', 'two', 'three']) ids.push((await publish('s', text)).body.id);
    expect((await poll('s', since(ids))).messages.map((m) => m.message)).toEqual(expected);
  });

  it('keeps messages 12 hours on the sandbox clock, and forgets them on reset', async () => {
    await publish('old', 'aging');
    await sb.advance(12 * HOUR - 60_000);
    expect((await poll('old')).messages).toHaveLength(1);
    await sb.advance(2 * 60_000);
    expect((await poll('old')).messages).toHaveLength(0);
    await publish('old', 'again');
    await sb.control('reset', {});
    expect((await poll('old')).messages).toHaveLength(0);
  });
});

describe('ntfy stand-in: live streams', () => {
  it('JSON stream: open first, then messages as they are published, keepalives in between', async () => {
    const sub = await subscribe('live/json', 'ndjson');
    expect(sub.response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    await sub.until(() => sub.received.length >= 1);
    expect(sub.received[0]).toMatchObject({ event: 'open', topic: 'live' });
    const sent = await publish('live', 'hello');
    await sub.until(() => sub.received.some((m) => m.event === 'message'));
    expect(sub.received.find((m) => m.event === 'message')).toMatchObject({
      id: sent.body.id,
      message: 'hello',
      topic: 'live',
    });
    await sub.until(() => sub.received.some((m) => m.event === 'keepalive'));
  });

  it('a stream with since= replays what it missed before going live, in order', async () => {
    const first = await publish('gap', 'first');
    await publish('gap', 'second');
    const sub = await subscribe(`gap/json?since=${first.body.id}`, 'ndjson');
    await publish('gap', 'third');
    await sub.until(() => sub.received.filter((m) => m.event === 'message').length === 2);
    expect(sub.received.filter((m) => m.event === 'message').map((m) => m.message)).toEqual(['second', 'third']);
  });

  it('SSE: open and keepalive as named events, messages as plain data with their id', async () => {
    const sub = await subscribe('sse-topic/sse', 'sse');
    expect(sub.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await sub.until(() => sub.received.length >= 1);
    expect(sub.received[0]).toMatchObject({ sseEvent: 'open', event: 'open' });
    const sent = await publish('sse-topic', 'over sse');
    await sub.until(() => sub.received.some((m) => m.event === 'message'));
    expect(sub.received.find((m) => m.event === 'message')).toMatchObject({
      sseEvent: undefined,
      sseId: sent.body.id,
      message: 'over sse',
    });
    await sub.until(() => sub.received.some((m) => m.sseEvent === 'keepalive'));
  });

  it('several topics in one subscription', async () => {
    const sub = await subscribe('a1,b2/json', 'ndjson');
    await sub.until(() => sub.received.length >= 1);
    expect(sub.received[0]).toMatchObject({ event: 'open', topic: 'a1,b2' });
    await publish('b2', 'from b');
    await publish('c3', 'not subscribed');
    await publish('a1', 'from a');
    await sub.until(() => sub.received.filter((m) => m.event === 'message').length === 2);
    expect(sub.received.filter((m) => m.event === 'message').map((m) => `${m.topic}:${m.message}`)).toEqual([
      'b2:from b',
      'a1:from a',
    ]);
  });
});

describe('the sandbox’s webhooks can target the relay', () => {
  it('a published post’s event arrives on the topic, its JSON body as the message', async () => {
    await sb.control('webhooks', { user: 'demo', url: `${sb.url}/ntfy/hooks-demo` });
    const created = await sb.createPost({
      content: 'relayed',
      accounts: [{ id: 1, type: 'twitter' }],
      post_instant: true,
    });
    await sb.control('clock');
    const end = Date.now() + 5000;
    let messages: Msg[] = [];
    while (messages.length === 0 && Date.now() < end) {
      messages = (await poll('hooks-demo')).messages;
      if (messages.length === 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(messages).toHaveLength(1);
    expect(JSON.parse(messages[0]!.message!)).toMatchObject({
      event: 'post.published',
      post_id: created.body.post_id,
      status: 'published',
    });
  });
});
