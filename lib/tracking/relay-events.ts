// The service's webhook events through the relay. Their shape is "not shown", so the event name and the post id are
// looked for under the usual names; anyone who knows the topic can publish, so only a published or failed event naming
// a post is a hint, and even a hint is confirmed with a read before anything is notified.
import { idOf, isRecord } from '@/lib/api/ids';
import { isFinal, type FinalStatus } from './observe';

export interface RelayHint {
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
  const status = words.find(isFinal);
  if (status) return status;
  return words.includes('post') || words.includes('posts') ? 'post' : 'other';
}

const eventNameOf = (obj: Record<string, unknown>) =>
  EVENT_FIELDS.map((field) => obj[field]).find((v): v is string => typeof v === 'string' && v.trim() !== '');

/** Explicit post ids first, then the `id` of a nested post, then a numeric top `id` (not a delivery's `evt_…`). */
function postIdOf(obj: Record<string, unknown>, depth = 0): number | null {
  for (const field of ID_FIELDS) {
    const id = idOf(obj[field]) ?? null;
    if (id !== null) return id;
  }
  for (const field of depth < 2 ? CONTAINERS : []) {
    const inner = obj[field];
    const nested = isRecord(inner) ? postIdOf(inner, depth + 1) : null;
    if (nested !== null) return nested;
  }
  return idOf(obj.id) ?? null;
}

function hintsOfValue(value: unknown, depth = 0): RelayHint[] {
  if (Array.isArray(value)) return depth > 0 ? [] : value.flatMap((v) => hintsOfValue(v, depth + 1));
  if (!isRecord(value)) return [];
  const name = eventNameOf(value) ?? (isRecord(value.data) ? eventNameOf(value.data) : undefined);
  const status = name === undefined ? 'other' : statusOfEvent(name);
  if (status !== 'published' && status !== 'failed') return [];
  const postId = postIdOf(value);
  return postId === null ? [] : [{ postId, status }];
}

/** The hints in one relay message's text (the webhook body as it was posted to the topic). */
export function parseRelayMessage(text: string): RelayHint[] {
  try {
    return hintsOfValue(JSON.parse(text));
  } catch {
    return [];
  }
}
