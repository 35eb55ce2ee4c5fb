/**
 * Reading the service's webhook events as they arrive through the relay (docs/design.md §3.5). The interface names
 * the events — `post.published`, `post.failed` — but their "payload shape, delivery headers, signing and
 * retries: not shown" (docs/service-interface.md, Events). So the text is read tolerantly: JSON or not, the event
 * under `event`/`type`/`name`, the post id as `post_id`/`postId`/`id`, at the top or inside `post`/`data`/
 * `payload`, number or numeric string. Nothing here is trusted: unsigned events from a topic anyone who
 * knows its name can publish to are only hints, which the tracker confirms with a read before notifying.
 */
import { Id, isRecord } from '@/lib/api/schemas';
import { isFinal, type FinalStatus } from './observe';

export interface RelayHint {
  /** The post the event names; null when it names none we can read (then every overdue post is worth a read). */
  postId: number | null;
  /** The final status the event claims, if any: used only to word logs, never to notify. */
  status: FinalStatus | null;
}

const EVENT_FIELDS = ['event', 'type', 'event_type', 'eventType', 'name', 'action', 'kind'] as const;
const ID_FIELDS = ['post_id', 'postId', 'postID'] as const;
const CONTAINERS = ['post', 'data', 'payload', 'object', 'resource', 'body'] as const;

/** `post.published`, `POST_PUBLISHED`, `post:failed`, `published`… → the status; `account.x` → 'other'. */
export function statusOfEvent(name: string): FinalStatus | 'post' | 'other' {
  const words = name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const status = words.find((w) => isFinal(w)) as FinalStatus | undefined;
  if (status) return status;
  return words.includes('post') || words.includes('posts') ? 'post' : 'other';
}

function idOf(value: unknown): number | null {
  const parsed = Id.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function eventNameOf(obj: Record<string, unknown>): string | undefined {
  for (const field of EVENT_FIELDS) {
    const value = obj[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** The post id of an event object: explicit post ids first, then the `id` of a nested post, then a top `id`. */
function postIdOf(obj: Record<string, unknown>, depth = 0): number | null {
  for (const field of ID_FIELDS) {
    const id = idOf(obj[field]);
    if (id !== null) return id;
  }
  if (depth < 2) {
    for (const field of CONTAINERS) {
      const inner = obj[field];
      if (!isRecord(inner)) continue;
      const nested = postIdOf(inner, depth + 1);
      if (nested !== null) return nested;
    }
  }
  // A top-level `id` may be the delivery's own id (`evt_…`): only a numeric one is taken.
  return idOf(obj.id);
}

function statusOf(obj: Record<string, unknown>): FinalStatus | null {
  const candidates = [
    obj.status,
    ...CONTAINERS.map((c) => (isRecord(obj[c]) ? (obj[c] as Record<string, unknown>).status : undefined)),
  ];
  const found = candidates.find((s): s is FinalStatus => typeof s === 'string' && isFinal(s));
  return found ?? null;
}

function hintsOfValue(value: unknown, depth = 0): RelayHint[] {
  if (Array.isArray(value)) return depth > 1 ? [] : value.flatMap((v) => hintsOfValue(v, depth + 1));
  if (!isRecord(value)) return [{ postId: null, status: null }];
  const name = eventNameOf(value) ?? (isRecord(value.data) ? eventNameOf(value.data) : undefined);
  const kind = name === undefined ? 'post' : statusOfEvent(name);
  // Another kind of event (an account disconnected…): nothing for the tracker.
  if (kind === 'other') return [];
  const status = kind === 'post' ? statusOf(value) : kind;
  return [{ postId: postIdOf(value), status }];
}

/** Plain-text events ("post.published 42"): the status word and the first number after `post`/`id`. */
function hintsOfText(text: string): RelayHint[] {
  const kind = statusOfEvent(text);
  if (kind === 'other' && !/\bid\b/i.test(text)) return [{ postId: null, status: null }];
  const id = /\b(?:post|id)\b\D{0,40}?(\d{1,15})\b/i.exec(text);
  return [{ postId: id ? Number(id[1]) : null, status: kind === 'published' || kind === 'failed' ? kind : null }];
}

/** The hints in one relay message's text (the webhook body as it was posted to the topic). */
export function parseRelayMessage(text: string): RelayHint[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  try {
    return hintsOfValue(JSON.parse(trimmed));
  } catch {
    return hintsOfText(trimmed);
  }
}
