import type { MiddlewareHandler } from 'hono';
import { RATE_WINDOW_MS, type Limits } from './config.ts';
import type { SimClock } from './clock.ts';
import type { SandboxEnv } from './env.ts';
import { sendError } from './errors.ts';
import type { BucketKind, State } from './state.ts';

/**
 * Limits: 60 reads and 30 writes per user (keys and tokens of one user share the buckets);
 * the window is rolling — it clears only when 60 minutes pass without a request of that kind,
 * and every request extends it, even one answered 4xx or refused with 429.
 */

export function rateLimitMessage(kind: BucketKind, limits: Limits): string {
  const max = kind === 'read' ? limits.readLimit : limits.writeLimit;
  return `Rate limit exceeded. Max ${max} ${kind} requests/hour.`;
}

const ANALYTICS = /^\/developers\/v1\/analytics\/[^/]+$/;
const POST_BY_ID = /^\/developers\/v1\/posts\/[^/]+$/;

/** The bucket of an endpoint (Limits table), or undefined for unmetered paths. */
export function bucketFor(method: string, path: string): BucketKind | undefined {
  if (
    method === 'GET' &&
    (['/developers/v1/accounts', '/developers/v1/posts', '/developers/v1/media/list'].includes(path) ||
      ANALYTICS.test(path))
  )
    return 'read';
  if (method === 'POST' && ['/developers/v1/post', '/developers/v1/media/upload'].includes(path)) return 'write';
  if (method === 'DELETE' && (path === '/developers/v1/media/delete' || POST_BY_ID.test(path))) return 'write';
  return undefined;
}

function bucket(state: State, user: string, kind: BucketKind) {
  const key = `${user}:${kind}`;
  let found = state.buckets.get(key);
  if (!found) {
    found = { used: 0 };
    state.buckets.set(key, found);
  }
  return found;
}

function limitOf(state: State, kind: BucketKind): number {
  return kind === 'read' ? state.limits.readLimit : state.limits.writeLimit;
}

/** Clears windows whose last request is 60 minutes old (run on every tick). */
export function clearExpiredWindows(state: State, now: number): void {
  for (const b of state.buckets.values()) {
    if (b.lastAt !== undefined && now - b.lastAt >= RATE_WINDOW_MS) {
      b.used = 0;
      delete b.lastAt;
    }
  }
}

/** Counts one request; false when the bucket was already full (the request still extends the window). */
function countRequest(state: State, user: string, kind: BucketKind, now: number): boolean {
  clearExpiredWindows(state, now);
  const b = bucket(state, user, kind);
  b.lastAt = now;
  if (b.used >= limitOf(state, kind)) return false;
  b.used += 1;
  return true;
}

export function bucketView(state: State, user: string, kind: BucketKind) {
  const b = state.buckets.get(`${user}:${kind}`);
  return {
    used: b?.used ?? 0,
    limit: limitOf(state, kind),
    window_clears_at: b?.lastAt === undefined ? null : new Date(b.lastAt + RATE_WINDOW_MS).toISOString(),
  };
}

/** Route middleware: counts right after authentication, before any validation. */
export function limit(
  sb: { readonly clock: SimClock; readonly state: State },
  kind: BucketKind,
): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (!countRequest(sb.state, c.get('user'), kind, sb.clock.now())) {
      return sendError(c, 429, rateLimitMessage(kind, sb.state.limits));
    }
    await next();
  };
}
