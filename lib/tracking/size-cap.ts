/**
 * Size limits for what the relay sends: a hostile or broken relay must not fill the worker's memory. A
 * poll answer is read whole, so it is capped; the live stream has a ceiling of bytes per minute over all its
 * connections — a server that closes and is reconnected starts no new allowance (the follower then waits for the
 * next minute and picks up with `since=` the last handled message, so nothing is lost to the ceiling).
 */
/** A poll: ntfy keeps 12 h of messages of at most 4096 bytes; a person's posts make a few hundred KB at most. */
export const MAX_POLL_BYTES = 2 * 1024 * 1024;
/** The live stream, per minute: keepalives every 45 s are ~100 bytes; events a few KB, a catch-up a few hundred. */
export const MAX_STREAM_BYTES_PER_MINUTE = 512 * 1024;
const MINUTE_MS = 60_000;

/** Counts bytes against a ceiling per fixed window. */
export interface ByteMeter {
  /** Counts `bytes`; false once the window's ceiling is passed. */
  take(bytes: number): boolean;
  /** How long until bytes may come again (0 while the window has room). */
  waitMs(): number;
}

export function byteMeter(max: number, now: () => number, windowMs = MINUTE_MS): ByteMeter {
  let start = Number.NEGATIVE_INFINITY;
  let seen = 0;
  const roll = () => {
    const at = now();
    if (at - start >= windowMs) {
      start = at;
      seen = 0;
    }
    return at;
  };
  return {
    take(bytes) {
      roll();
      seen += bytes;
      return seen <= max;
    },
    waitMs() {
      const at = roll();
      return seen > max ? start + windowMs - at : 0;
    },
  };
}

/** Passes bytes through while the meter allows them, then fails the stream (and so cancels the response). */
export function capBytes(limit: number | ByteMeter): TransformStream<Uint8Array, BufferSource> {
  const meter = typeof limit === 'number' ? byteMeter(limit, () => 0, Number.POSITIVE_INFINITY) : limit;
  return new TransformStream<Uint8Array, BufferSource>({
    transform(chunk, controller) {
      if (!meter.take(chunk.byteLength)) controller.error(new RangeError('the relay sent too many bytes'));
      else controller.enqueue(chunk as Uint8Array<ArrayBuffer>); // fetch bodies are never shared memory
    },
  });
}

/** The answer's text, refused once it passes `max` bytes (a missing or lying Content-Length included). */
export async function readTextCapped(response: Response, max: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.pipeThrough(capBytes(max)).pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += value;
  }
}
