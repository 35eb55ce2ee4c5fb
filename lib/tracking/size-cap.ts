/**
 * Size limits for what the relay sends: a hostile or broken relay must not fill the worker's memory. A
 * poll answer is read whole, so it is capped; the live stream is capped per connection (the follower then
 * reconnects with `since=` the last handled message, so nothing is lost to the cap).
 */
/** A poll: ntfy keeps 12 h of messages of at most 4096 bytes; a person's posts make a few hundred KB at most. */
export const MAX_POLL_BYTES = 2 * 1024 * 1024;
/** One stream connection: keepalives every 45 s are ~100 bytes; events a few KB. */
export const MAX_STREAM_BYTES = 8 * 1024 * 1024;

/** Passes bytes through until `max`, then fails the stream (and so cancels the response). */
export function capBytes(max: number): TransformStream<Uint8Array, BufferSource> {
  let seen = 0;
  return new TransformStream<Uint8Array, BufferSource>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > max) controller.error(new RangeError(`the relay sent more than ${max} bytes`));
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
