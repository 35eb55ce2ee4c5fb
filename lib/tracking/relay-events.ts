/**
 * Reading the service's webhook events as they arrive through the relay (docs/design.md §3.5). The interface names
 * the events — `post.published`, `post.failed` — but their "payload shape, delivery headers, signing and
 * retries: not shown" (docs/service-interface.md, Events). So the JSON is read tolerantly as to where things are: the
 * event under `event`/`type`/`name`, the post id as `post_id`/`postId`/`id`, at the top or inside `post`/`data`/
 * `payload`, number or numeric string. But anyone who knows the topic's name can publish to it, so only what reads as
 * one of the two named events, naming a post, is a hint; anything else is ignored, and even a hint is confirmed
 * with a read before anything is notified.
 */
import { Id, isRecord } from '@/lib/api/schemas';
import { isFinal, type FinalStatus } from './observe';

export interface RelayHint {
  /** The post the event names. */
  postId: number;
  /** The final status the event claims: used only to word logs, never to notify. */
  status: FinalStatus;
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

function hintsOfValue(value: unknown, depth = 0): RelayHint[] {
  if (Array.isArray(value)) return depth > 0 ? [] : value.flatMap((v) => hintsOfValue(v, depth + 1));
  if (!isRecord(value)) return [];
  const name = eventNameOf(value) ?? (isRecord(value.data) ? eventNameOf(value.data) : undefined);
  const status = name === undefined ? 'other' : statusOfEvent(name);
  // Not `post.published` or `post.failed` (another kind of event, or no name): nothing for the tracker.
  if (status !== 'published' && status !== 'failed') return [];
  const postId = postIdOf(value);
  return postId === null ? [] : [{ postId, status }];
}

/** The hints in one relay message's text (the webhook body as it was posted to the topic): JSON, or nothing. */
export function parseRelayMessage(text: string): RelayHint[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  return hintsOfValue(value);
}
