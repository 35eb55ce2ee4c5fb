/**
 * The relay: an ntfy topic (ntfy.sh or self-hosted) that the service's webhooks are pointed at, because an
 * extension cannot receive HTTP (docs/design.md §3.5). This file knows ntfy's documented subscribe API
 * (docs.ntfy.sh/subscribe/api): `<topic>/json` (one JSON object per line), `poll=1` to get what is cached and close,
 * `since=` an id, a Unix time or `all`; messages carry `id`, `time` (Unix seconds), `event` (`open`, `keepalive`,
 * `message`…), `topic` and, for messages, `message`.
 */
import { z } from 'zod/mini';
import type { RelayTopic } from './topic';

export { TOPIC_PATTERN, parseRelayUrl, suggestTopic } from './topic';

/** ntfy keeps messages 12 hours by default; an id older than that may be unknown to the server. */
const CACHE_MS = 12 * 60 * 60_000;

export const NtfyMessage = z.looseObject({
  id: z.string().check(z.minLength(1)),
  time: z.number(),
  event: z.string(),
  topic: z.optional(z.string()),
  message: z.optional(z.string()),
  title: z.optional(z.string()),
  /** A body over the server's limit (4096 bytes on ntfy.sh) arrives as an attachment instead. */
  attachment: z.optional(z.looseObject({ url: z.optional(z.string()), name: z.optional(z.string()) })),
});
export type NtfyMessage = z.infer<typeof NtfyMessage>;

/** The last message the extension handled: where the next subscription picks up. */
export const RelayCursor = z.object({ relayUrl: z.string(), id: z.string(), time: z.number() });
export type RelayCursor = z.infer<typeof RelayCursor>;

/**
 * `since=` for the next subscription: the last handled id, or — when it may have left the server's cache —
 * its time (a message of that same second comes again; hints are idempotent), or `all` the first time.
 */
export function sinceParam(cursor: RelayCursor | null, now: number): string {
  if (!cursor) return 'all';
  return now - cursor.time * 1000 < CACHE_MS - 60 * 60_000 ? cursor.id : String(Math.floor(cursor.time));
}

/** `<topic>/json?poll=1&since=…`: what was cached since the cursor, then the server closes the answer. */
export function pollUrl(relay: RelayTopic, since: string): string {
  return `${relay.server}/${encodeURIComponent(relay.topic)}/json?poll=1&since=${encodeURIComponent(since)}`;
}

/** `<topic>/json?since=…`: the live stream, starting after the cursor so that nothing falls between. */
export function streamUrl(relay: RelayTopic, since: string): string {
  return `${relay.server}/${encodeURIComponent(relay.topic)}/json?since=${encodeURIComponent(since)}`;
}

/** Parses one line of a `/json` answer; blank or malformed lines are skipped (null), never fatal. */
export function parseNdjsonLine(line: string): NtfyMessage | null {
  if (line.trim() === '') return null;
  try {
    const parsed = NtfyMessage.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
