// Following the relay topic: a live stream while the worker runs, and on each start and alarm a poll from the last
// event handled. The cursor moves on only once the tracker has the hints, so a killed worker loses none. The relay is
// another server than the service: nothing here spends the rate budget.
import type { Clock } from '@/lib/api/ports';
import { createMutex } from '@/lib/outbox/mutex';
import { relayCursorItem } from '@/lib/storage/tracker-items';
import * as ntfy from './ntfy';
import { parseRelayUrl } from './topic';
import { parseRelayMessage, type RelayHint } from './relay-events';
import { messageOf } from '@/lib/errors/data';

export interface RelayFollowerDeps {
  clock: Clock;
  log(line: string): void;
  fetch: typeof fetch;
  /** The relay URL from the settings ('' for none). */
  relayUrl(): Promise<string>;
  onHints(hints: RelayHint[]): Promise<void>;
  sleep?: (ms: number) => Promise<void>;
}

/** Waits before reconnecting a live stream that ended: growing, never a fixed short timer. */
export const RECONNECT_MS = [2_000, 5_000, 15_000, 30_000, 60_000, 120_000] as const;
/** A connection open this long was a working one and the waits start over (`open` alone proves nothing). */
const STEADY_MS = 60_000;
const POLL_TIMEOUT_MS = 30_000;

export function createRelayFollower(deps: RelayFollowerDeps) {
  const exclusive = createMutex();
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let live: { url: string; controller: AbortController } | null = null;
  const meter = ntfy.byteMeter(ntfy.MAX_STREAM_BYTES_PER_MINUTE, () => deps.clock.now());

  async function cursorFor(relayUrl: string) {
    const cursor = await relayCursorItem.get();
    return cursor?.relayUrl === relayUrl ? cursor : null;
  }

  /** Hints first, cursor after; never moves the cursor back (a poll and the stream may overlap). */
  const handle = (messages: readonly ntfy.NtfyMessage[], relayUrl: string) =>
    exclusive(async () => {
      const events = messages.filter((m) => m.event === 'message');
      if (events.length === 0) return;
      // An attachment (a body over 4096 bytes) is not fetched: its address is the publisher's to choose.
      const hints = events.flatMap((m) =>
        m.message !== undefined && !m.attachment ? parseRelayMessage(m.message) : [],
      );
      if (hints.length) await deps.onHints(hints);
      const last = events[events.length - 1]!;
      const cursor = await cursorFor(relayUrl);
      if (!cursor || last.time >= cursor.time) await relayCursorItem.set({ relayUrl, id: last.id, time: last.time });
    });

  let polling: Promise<void> | null = null;
  function catchUp(): Promise<void> {
    polling ??= (async () => {
      const relayUrl = await deps.relayUrl();
      const relay = parseRelayUrl(relayUrl);
      if (!relay) return;
      const since = ntfy.sinceParam(await cursorFor(relayUrl), deps.clock.now());
      const response = await deps.fetch(ntfy.topicUrl(relay, since, true), {
        signal: AbortSignal.timeout(POLL_TIMEOUT_MS),
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`the relay answered ${response.status}`);
      await handle(await ntfy.readMessagesCapped(response, ntfy.MAX_POLL_BYTES), relayUrl);
    })().finally(() => (polling = null));
    return polling;
  }

  async function followLoop(url: string, controller: AbortController): Promise<void> {
    const relay = parseRelayUrl(url);
    if (!relay) return;
    for (let attempt = 0; !controller.signal.aborted; attempt += 1) {
      const since = ntfy.sinceParam(await cursorFor(url), deps.clock.now());
      let openedAt: number | null = null;
      try {
        await ntfy.readRelayStream({
          fetch: deps.fetch,
          url: ntfy.topicUrl(relay, since, false),
          signal: controller.signal,
          meter,
          onOpen: () => (openedAt = deps.clock.now()),
          onMessage: (message) => handle([message], url),
        });
      } catch (err) {
        deps.log(`relay stream failed: ${messageOf(err)}`);
      }
      if (controller.signal.aborted) return;
      if (openedAt !== null && deps.clock.now() - openedAt >= STEADY_MS) attempt = 0;
      await sleep(Math.max(RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]!, meter.waitMs()));
    }
  }

  return {
    catchUp,
    /** Keeps one live stream open on the current relay URL (a new URL replaces it; none stops it). */
    async follow(): Promise<void> {
      const url = await deps.relayUrl();
      if (live?.url === url) return;
      live?.controller.abort();
      live = null;
      if (!parseRelayUrl(url)) return;
      const controller = new AbortController();
      live = { url, controller };
      void followLoop(url, controller).finally(() => {
        if (live?.controller === controller) live = null;
      });
    },
  };
}
