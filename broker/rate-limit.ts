/**
 * A small per-client rate limit for the broker: at most `limit` exchanges per client in a fixed window, and one
 * shared bucket, stricter, for the callers no one can name. In memory, per process: on a serverless/edge runtime every
 * instance counts on its own, so there it is a brake, not a guarantee — use the platform's rate limiting for a hard
 * one (docs/security.md, "The broker's rate limit").
 */
export interface RateLimit {
  /** Counts one request of `client` (undefined: nameless); the seconds to wait when it is over the limit, else 0. */
  take(client: string | undefined): number;
}

/** Keeps the table bounded whatever the number of clients (old windows are swept first). */
export const MAX_CLIENTS = 10_000;

/** What all nameless callers together may ask for: half of what one named client may. */
export const sharedLimitOf = (limit: number) => Math.max(1, Math.floor(limit / 2));

interface Window {
  startedAt: number;
  count: number;
}

export function rateLimit(limit: number, windowMs: number, now: () => number = Date.now): RateLimit {
  const windows = new Map<string, Window>();
  const shared: Window = { startedAt: Number.NEGATIVE_INFINITY, count: 0 };

  /** The client's window; a new client when the table is full and nothing in it has expired: the shared one. */
  function windowOf(client: string | undefined, at: number): [Window, number] {
    if (client === undefined) return [shared, sharedLimitOf(limit)];
    const known = windows.get(client);
    if (known) return [known, limit];
    if (windows.size >= MAX_CLIENTS) {
      for (const [key, w] of windows) if (at - w.startedAt >= windowMs) windows.delete(key);
      // Never cleared to make room: a flood of new names must not reset the counts of the clients already here.
      if (windows.size >= MAX_CLIENTS) return [shared, sharedLimitOf(limit)];
    }
    const created = { startedAt: at, count: 0 };
    windows.set(client, created);
    return [created, limit];
  }

  return {
    take(client) {
      const at = now();
      const [window, allowed] = windowOf(client, at);
      if (at - window.startedAt >= windowMs) {
        window.startedAt = at;
        window.count = 0;
      }
      window.count += 1;
      return window.count > allowed ? Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000)) : 0;
    },
  };
}
