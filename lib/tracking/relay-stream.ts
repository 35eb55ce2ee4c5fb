/**
 * One live subscription to the relay: ntfy's JSON stream (`<topic>/json`, one message a line, the format of the poll
 * too) over `fetch`. ntfy sends a keepalive every 45 s: a stream silent much longer is taken for dead and ended, so
 * the follower reconnects.
 */
import { parseNdjsonLine, type NtfyMessage } from './ntfy';
import { capBytes, type ByteMeter } from './size-cap';

/** ntfy's keepalive interval is 45 s; two missed ones end the stream. */
const SILENCE_MS = 100_000;

export interface StreamOptions {
  fetch: typeof fetch;
  url: string;
  signal: AbortSignal;
  onMessage(message: NtfyMessage): Promise<void>;
  /** Told when the server said `open`: the subscription is live. */
  onOpen?(): void;
  silenceMs?: number;
  /** The follower's bytes per minute, shared by all its connections; past it the stream fails. */
  meter: ByteMeter;
}

/** Resolves when the stream ends (closed, silent, aborted); rejects when it could not be opened. */
export async function readRelayStream(options: StreamOptions): Promise<void> {
  const local = new AbortController();
  const stop = () => local.abort();
  options.signal.addEventListener('abort', stop);
  let silence: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(silence);
    silence = setTimeout(stop, options.silenceMs ?? SILENCE_MS);
  };
  try {
    watch();
    const fetchFn = options.fetch;
    const response = await fetchFn(options.url, {
      signal: local.signal,
      cache: 'no-store',
    });
    if (!response.ok || !response.body) throw new Error(`the relay answered ${response.status}`);
    const reader = response.body.pipeThrough(capBytes(options.meter)).pipeThrough(new TextDecoderStream()).getReader();
    let partial = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const lines = (partial + value).split('\n');
      partial = lines.pop()!;
      for (const line of lines) {
        watch();
        const message = parseNdjsonLine(line);
        if (message?.event === 'open') options.onOpen?.();
        if (message?.event === 'message') await options.onMessage(message);
      }
    }
  } catch (err) {
    // Ending it ourselves (silence, stop) is a normal end; anything else is for the follower to retry.
    if (local.signal.aborted) return;
    throw err;
  } finally {
    clearTimeout(silence);
    options.signal.removeEventListener('abort', stop);
  }
}
