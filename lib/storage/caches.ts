/**
 * Read-through caches in storage (docs/design.md §3.4): opening the popup spends no read while a copy is fresh. A
 * stale copy is still given, with the reason, when a fresh one cannot be had (offline, budget spent).
 */
import type { MediaQuery, PostsQuery } from '@/lib/api';
import { isApiNetworkError, isApiTimeoutError, isBudgetExhaustedError } from '@/lib/errors/service';
import { serializeError, type ErrorData } from '@/lib/errors/data';

/** 20 popup opens in 10 minutes must cost ≤ 2 reads (docs/design.md §5). */
export const FRESH_MS = {
  accounts: 30 * 60_000,
  media: 15 * 60_000,
  posts: 15 * 60_000,
} as const;

export const mediaKey = (q: MediaQuery) => `${q.type ?? 'all'}:${q.page ?? 1}:${q.perPage ?? 20}`;
export const postsKey = (q: PostsQuery) => `${q.page ?? 1}:${q.perPage ?? 'default'}`;

/** Pages kept per paged list; the oldest fetched go first. */
export const MAX_PAGES = 12;

export interface Cached<T> {
  fetchedAt: number;
  value: T;
}

export interface CacheAnswer<T> extends Cached<T> {
  stale?: ErrorData; // why this older copy was given
}

/** Failures after which an old copy is better than nothing (a refused credential is not one). */
const transient = (e: unknown) => isBudgetExhaustedError(e) || isApiNetworkError(e) || isApiTimeoutError(e);

export async function readThrough<T>(r: {
  cached: Cached<T> | null;
  maxAgeMs: number;
  refresh?: boolean | undefined;
  now: number;
  fetch(): Promise<T>;
  store(entry: Cached<T>): Promise<void>;
}): Promise<CacheAnswer<T>> {
  const age = r.cached ? r.now - r.cached.fetchedAt : Infinity;
  // A copy from the future (clock set back) is not trusted to be fresh.
  if (!r.refresh && r.cached && age >= 0 && age < r.maxAgeMs) return r.cached;
  try {
    const entry = { fetchedAt: r.now, value: await r.fetch() };
    await r.store(entry);
    return entry;
  } catch (error) {
    if (!r.refresh && r.cached && transient(error)) return { ...r.cached, stale: serializeError(error) };
    throw error;
  }
}

export function withPage<T>(
  pages: Record<string, Cached<T>>,
  key: string,
  entry: Cached<NoInfer<T>>,
): Record<string, Cached<T>> {
  const next = { ...pages, [key]: entry };
  const keys = Object.keys(next).sort((a, b) => next[b]!.fetchedAt - next[a]!.fetchedAt);
  return Object.fromEntries(keys.slice(0, MAX_PAGES).map((k) => [k, next[k]!]));
}

/** Our own writes update every cached page without a read. */
export function mapPages<T>(
  pages: Record<string, Cached<T>>,
  change: (value: T, key: string) => T,
): Record<string, Cached<T>> {
  return Object.fromEntries(
    Object.entries(pages).map(([key, entry]) => [key, { ...entry, value: change(entry.value, key) }]),
  );
}
