/**
 * A small per-client rate limit for the broker: at most `limit` exchanges per client in a fixed
 * window. In memory, per process: on a serverless/edge runtime every instance counts on its own, so there it is
 * a brake, not a guarantee — use the platform's rate limiting for a hard one (README, "The token broker").
 */
export interface RateLimit {
  /** Counts one request of `client`; the seconds to wait when it is over the limit, else 0. */
  take(client: string): number;
}

/** Keeps the table bounded whatever the number of clients (old windows are swept first). */
const MAX_CLIENTS = 10_000;

export function rateLimit(limit: number, windowMs: number, now: () => number = Date.now): RateLimit {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    take(client) {
      const at = now();
      let window = windows.get(client);
      if (!window || at - window.startedAt >= windowMs) {
        if (windows.size >= MAX_CLIENTS) {
          for (const [key, w] of windows) if (at - w.startedAt >= windowMs) windows.delete(key);
          if (windows.size >= MAX_CLIENTS) windows.clear();
        }
        window = { startedAt: at, count: 0 };
        windows.set(client, window);
      }
      window.count += 1;
      return window.count > limit ? Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000)) : 0;
    },
  };
}
