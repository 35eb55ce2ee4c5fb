/** A relay that never stops sending cannot fill the worker's memory (point 7): the poll and the stream are capped. */
import { describe, expect, it } from 'vitest';
import { readRelayStream } from '@/lib/tracking/ntfy';
import { byteMeter, MAX_POLL_BYTES, readMessagesCapped } from '@/lib/tracking/ntfy';

/** A body that sends `chunk` forever (until cancelled), as a hostile relay would. */
function endless(chunk: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(chunk);
  return new ReadableStream({ pull: (controller) => controller.enqueue(bytes) });
}

describe('relay size limits', () => {
  it('a poll answer past the cap is refused, not read whole', async () => {
    await expect(
      readMessagesCapped(
        new Response(endless('{"id":"x","time":1,"event":"keepalive"}\n'.repeat(100))),
        MAX_POLL_BYTES,
      ),
    ).rejects.toMatchObject({
      name: 'RangeError',
    });
    const small = '{"id":"a","time":1,"event":"message","message":"m"}\n';
    expect(await readMessagesCapped(new Response(small), MAX_POLL_BYTES)).toMatchObject([{ id: 'a', message: 'm' }]);
  });

  it('a stream past the bytes of its minute ends with an error (the follower waits, then reconnects), even inside one endless line', async () => {
    const stream = readRelayStream({
      fetch: (async () =>
        new Response(endless('x'.repeat(1000)), {
          headers: { 'content-type': 'application/x-ndjson' },
        })) as typeof fetch,
      url: 'https://ntfy.example/topic/json',
      signal: new AbortController().signal,
      onMessage: async () => undefined,
      meter: byteMeter(256 * 1024, () => 0),
    });
    await expect(stream).rejects.toMatchObject({ name: 'RangeError' });
  }, 10_000);
});
