// ntfy's subscribe API (docs.ntfy.sh/subscribe/api): `<topic>/json`, one message a line, live or with `poll=1`, from
// `since=`. A hostile relay must not fill the worker's memory: a poll is capped, and the live stream has a ceiling of
// bytes per minute over all its connections, so reconnecting starts no new allowance.
import { z } from 'zod/mini';
import type { RelayCursor } from '@/lib/storage/tracker-items';
import type { RelayTopic } from './topic';

/** ntfy keeps messages 12 hours by default; an id older than that may be unknown to the server. */
const CACHE_MS = 12 * 60 * 60_000;
/** ntfy's keepalive interval is 45 s; two missed ones end the stream. */
const SILENCE_MS = 100_000;
/** ntfy keeps 12 h of messages of at most 4096 bytes; a person's posts make a few hundred KB at most. */
export const MAX_POLL_BYTES = 2 * 1024 * 1024;
/** Keepalives are ~100 bytes, events a few KB, a catch-up a few hundred. */
export const MAX_STREAM_BYTES_PER_MINUTE = 512 * 1024;

export const NtfyMessage = z.looseObject({
  id: z.string().check(z.minLength(1)),
  time: z.number(),
  event: z.string(),
  message: z.optional(z.string()),
  /** A body over the server's limit (4096 bytes on ntfy.sh) arrives as an attachment instead. */
  attachment: z.optional(z.looseObject({ url: z.optional(z.string()), name: z.optional(z.string()) })),
});
export type NtfyMessage = z.infer<typeof NtfyMessage>;

/** The last handled id, or its time once it may have left the server's cache (hints are idempotent), or `all`. */
export function sinceParam(cursor: RelayCursor | null, now: number): string {
  if (!cursor) return 'all';
  return now - cursor.time * 1000 < CACHE_MS - 60 * 60_000 ? cursor.id : String(Math.floor(cursor.time));
}

/** The topic's messages from `since`: a poll answers what is kept and ends; without one the stream stays open. */
export const topicUrl = (relay: RelayTopic, since: string, poll: boolean) =>
  `${relay.server}/${encodeURIComponent(relay.topic)}/json?${poll ? 'poll=1&' : ''}since=${encodeURIComponent(since)}`;

/** Blank or malformed lines are skipped (null), never fatal. */
export function parseNdjsonLine(line: string): NtfyMessage | null {
  if (line.trim() === '') return null;
  try {
    const parsed = NtfyMessage.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** `take` counts bytes, false once the window's ceiling is passed; `waitMs`, until bytes may come again. */
export function byteMeter(max: number, now: () => number, windowMs = 60_000) {
  let start = Number.NEGATIVE_INFINITY;
  let seen = 0;
  const roll = () => {
    const at = now();
    if (at - start >= windowMs) [start, seen] = [at, 0];
    return at;
  };
  return {
    take(bytes: number): boolean {
      roll();
      seen += bytes;
      return seen <= max;
    },
    waitMs(): number {
      const at = roll();
      return seen > max ? start + windowMs - at : 0;
    },
  };
}

type ByteMeter = ReturnType<typeof byteMeter>;

/** The body's text, line by line, failing the stream (and so cancelling the response) once the meter says no. */
async function readLines(body: ReadableStream<Uint8Array>, meter: ByteMeter, line: (text: string) => Promise<void>) {
  const capped = new TransformStream<Uint8Array, BufferSource>({
    transform(chunk, controller) {
      if (!meter.take(chunk.byteLength)) controller.error(new RangeError('the relay sent too many bytes'));
      else controller.enqueue(chunk as Uint8Array<ArrayBuffer>); // fetch bodies are never shared memory
    },
  });
  const reader = body.pipeThrough(capped).pipeThrough(new TextDecoderStream()).getReader();
  let partial = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return line(partial);
    const lines = (partial + value).split('\n');
    partial = lines.pop()!;
    for (const text of lines) await line(text);
  }
}

/** The answer's messages, refused once it passes `max` bytes (a missing or lying Content-Length included). */
export async function readMessagesCapped(response: Response, max: number): Promise<NtfyMessage[]> {
  const messages: (NtfyMessage | null)[] = [];
  const meter = byteMeter(max, () => 0, Number.POSITIVE_INFINITY);
  if (response.body) await readLines(response.body, meter, async (line) => void messages.push(parseNdjsonLine(line)));
  return messages.filter((m) => m !== null);
}

export interface StreamOptions {
  fetch: typeof fetch;
  url: string;
  signal: AbortSignal;
  onMessage(message: NtfyMessage): Promise<void>;
  /** The server said `open`: the subscription is live. */
  onOpen?(): void;
  meter: ByteMeter;
}

/** Resolves when the stream ends (closed, silent, aborted); rejects when it could not be opened or ran over. */
export async function readRelayStream(options: StreamOptions): Promise<void> {
  const local = new AbortController();
  const stop = () => local.abort();
  options.signal.addEventListener('abort', stop);
  let silence: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(silence);
    silence = setTimeout(stop, SILENCE_MS);
  };
  try {
    watch();
    const response = await options.fetch(options.url, { signal: local.signal, cache: 'no-store' });
    if (!response.ok || !response.body) throw new Error(`the relay answered ${response.status}`);
    await readLines(response.body, options.meter, async (line) => {
      watch();
      const message = parseNdjsonLine(line);
      if (message?.event === 'open') options.onOpen?.();
      if (message?.event === 'message') await options.onMessage(message);
    });
  } catch (err) {
    // Ending it ourselves (silence, stop) is a normal end; anything else is for the follower to retry.
    if (!local.signal.aborted) throw err;
  } finally {
    clearTimeout(silence);
    options.signal.removeEventListener('abort', stop);
  }
}
