import { Hono, type Context } from 'hono';
import { stream, streamSSE } from 'hono/streaming';
import type { Sandbox, SandboxEnv } from '../context.ts';
import { messageId, NtfyCache, parseSince, TOPIC_NAME, wireMessage, type NtfyMessage, type Since } from './cache.ts';

/**
 * An ntfy-compatible relay inside the sandbox (sandbox/ntfy/README.md), so that the service's webhooks can reach the
 * extension in tests and the demo: publish, the JSON and SSE streams, `poll=1` and `since=` as ntfy.sh answers them.
 */

/** ntfy's attachment size default (15 MB): bodies beyond it are refused. */
const MAX_BODY_BYTES = 15 * 1024 * 1024;
const DEFAULT_KEEPALIVE_MS = 45_000;

export interface NtfyOptions {
  /** Where the routes are mounted, for attachment addresses. */
  prefix: string;
  keepaliveMs?: number;
}

/** ntfy's error body: `{code, http, error, link}`. */
function ntfyError(c: Context, http: 400 | 404 | 413, code: number, error: string) {
  return c.json({ code, http, error, link: 'https://docs.ntfy.sh/' }, http);
}

const TRUE = new Set(['1', 'true', 'yes']);

function topicsOf(raw: string): string[] | null {
  const topics = raw.split(',');
  return topics.every((t) => TOPIC_NAME.test(t)) ? topics : null;
}

function control(event: 'open' | 'keepalive', topics: string[], now: number): NtfyMessage {
  return { id: messageId(), time: Math.floor(now / 1000), event, topic: topics.join(',') };
}

export function ntfyRoutes(sb: Sandbox, options: NtfyOptions) {
  const keepaliveMs = options.keepaliveMs ?? (Number(process.env.SANDBOX_NTFY_KEEPALIVE_MS) || DEFAULT_KEEPALIVE_MS);
  const now = () => sb.clock.now();
  const cache = new NtfyCache(now);
  let generation = sb.state.generation;
  const routes = new Hono<SandboxEnv>();

  // A sandbox reset starts a new state generation: the relay forgets its messages with everything else.
  routes.use('*', async (_c, next) => {
    if (sb.state.generation !== generation) {
      generation = sb.state.generation;
      cache.clear();
    }
    await next();
  });

  routes.get('/file/:name', (c) => {
    const message = cache.file(c.req.param('name').replace(/\.txt$/, ''));
    if (!message?.file) return ntfyError(c, 404, 40401, 'attachment not found or expired');
    return c.body(new Uint8Array(message.file), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  });

  routes.on(['POST', 'PUT'], '/:topic', async (c) => {
    const topic = c.req.param('topic');
    if (!TOPIC_NAME.test(topic)) return ntfyError(c, 400, 40009, 'invalid request: invalid topic name');
    const body = Buffer.from(await c.req.arrayBuffer());
    if (body.length > MAX_BODY_BYTES) return ntfyError(c, 413, 41301, 'attachment too large');
    const header = (...names: string[]) => names.map((n) => c.req.header(n)).find((v) => v !== undefined);
    const priority = Number(header('X-Priority', 'Priority', 'p'));
    const published = cache.publish({
      topic,
      body,
      title: header('X-Title', 'Title', 't'),
      priority: priority >= 1 && priority <= 5 ? priority : undefined,
      tags: header('X-Tags', 'Tags', 'ta')
        ?.split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      fileBase: `${sb.baseUrl}${options.prefix}/file`,
    });
    return c.json(wireMessage(published));
  });

  /** Topics, `poll`, `since` (or Last-Event-ID, which EventSource sends when it reconnects). */
  function subscription(c: Context) {
    const topics = topicsOf(c.req.param('topics') ?? '');
    const poll = TRUE.has(c.req.query('poll') ?? '');
    // Polling defaults to everything cached; a stream to only what comes next (ntfy's defaults).
    const fallback: Since = poll ? { kind: 'all' } : { kind: 'none' };
    const since = parseSince(c.req.query('since') ?? c.req.header('Last-Event-ID'), now(), fallback);
    return { topics, poll, since };
  }

  /** Runs a live subscription until the client goes away or the sandbox closes. */
  async function follow(
    c: Context,
    topics: string[],
    since: Since,
    send: (m: NtfyMessage) => Promise<unknown>,
    onAbort: (f: () => void) => void,
  ) {
    const backlog = cache.since(topics, since).map(wireMessage);
    // Subscribed before the first await: nothing published meanwhile can fall between backlog and live.
    const queue: NtfyMessage[] = [];
    let live: ((m: NtfyMessage) => void) | undefined;
    const unsubscribe = cache.subscribe(topics, (m) => (live ? live(wireMessage(m)) : queue.push(wireMessage(m))));
    await send(control('open', topics, now()));
    for (const m of [...backlog, ...queue]) await send(m);
    live = (m) => void send(m);
    const keepalive = setInterval(() => void send(control('keepalive', topics, now())), keepaliveMs);
    await new Promise<void>((resolve) => {
      onAbort(resolve);
      c.req.raw.signal.addEventListener('abort', () => resolve());
      sb.lifecycle.signal.addEventListener('abort', () => resolve());
    });
    clearInterval(keepalive);
    unsubscribe();
  }

  routes.get('/:topics/json', (c) => {
    const { topics, poll, since } = subscription(c);
    if (!topics) return ntfyError(c, 400, 40009, 'invalid request: invalid topic name');
    const line = (m: NtfyMessage) => `${JSON.stringify(m)}\n`;
    c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    if (poll) return c.body(cache.since(topics, since).map(wireMessage).map(line).join(''));
    return stream(c, (s) =>
      follow(
        c,
        topics,
        since,
        (m) => s.write(line(m)),
        (f) => s.onAbort(f),
      ),
    );
  });

  routes.get('/:topics/sse', (c) => {
    const { topics, poll, since } = subscription(c);
    if (!topics) return ntfyError(c, 400, 40009, 'invalid request: invalid topic name');
    // Messages carry no `event:` line (EventSource's onmessage gets them) but an `id:`; open and keepalive do.
    return streamSSE(c, async (s) => {
      const send = (m: NtfyMessage) =>
        m.event === 'message'
          ? s.writeSSE({ data: JSON.stringify(m), id: m.id })
          : s.writeSSE({ event: m.event, data: JSON.stringify(m) });
      if (poll) {
        for (const m of cache.since(topics, since).map(wireMessage)) await send(m);
        return;
      }
      await follow(c, topics, since, send, (f) => s.onAbort(f));
    });
  });

  return routes;
}
