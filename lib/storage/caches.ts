/**
 * Read-through caches in storage (docs/design.md §3.4): "opening the popup does not spend a read when the cache
 * is fresh enough; a refresh is one click". A stale copy is still given when a fresh one cannot be had
 * (offline, budget spent), with the reason, so a page shows something useful instead of an error.
 */
import type { MediaQuery, PostsQuery } from '@/lib/api';
import { isApiNetworkError, isApiTimeoutError, isBudgetExhaustedError } from '@/lib/errors/service';
import { serializeError, type ErrorData } from '@/lib/errors/data';

/** How long a copy counts as fresh. 20 popup opens in 10 minutes must cost ≤ 2 reads (docs/design.md §5). */
export const FRESH_MS = {
  accounts: 30 * 60_000,
  media: 15 * 60_000,
  posts: 15 * 60_000,
} as const;

/** The cache key of one page of a paged list. */
export const mediaKey = (q: MediaQuery) => `${q.type ?? 'all'}:${q.page ?? 1}:${q.perPage ?? 20}`;
export const postsKey = (q: PostsQuery) => `${q.page ?? 1}:${q.perPage ?? 'default'}`;

/** Pages kept per paged list; the oldest fetched are dropped first. */
export const MAX_PAGES = 12;

export interface Cached<T> {
  fetchedAt: number;
  value: T;
}

export interface ReadThrough<T> {
  cached: Cached<T> | null;
  maxAgeMs: number;
  refresh?: boolean | undefined;
  now: number;
  fetch(): Promise<T>;
  store(entry: Cached<T>): Promise<void>;
}

export interface CacheAnswer<T> extends Cached<T> {
  /** Why this older copy was given: the error as data, worded by the page that shows it. */
  stale?: ErrorData;
}

/** Failures after which an old copy is better than nothing; a refused credential is not one of them. */
const transient = (e: unknown) => isBudgetExhaustedError(e) || isApiNetworkError(e) || isApiTimeoutError(e);

export async function readThrough<T>(r: ReadThrough<T>): Promise<CacheAnswer<T>> {
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

/** A page map with one entry replaced, trimmed to MAX_PAGES by age. */
export function withPage<T>(
  pages: Record<string, Cached<T>>,
  key: string,
  entry: Cached<NoInfer<T>>,
): Record<string, Cached<T>> {
  const next = { ...pages, [key]: entry };
  const keys = Object.keys(next).sort((a, b) => next[b]!.fetchedAt - next[a]!.fetchedAt);
  return Object.fromEntries(keys.slice(0, MAX_PAGES).map((k) => [k, next[k]!]));
}

/** Applies a change to every cached page (our own writes update the caches without a read). */
export function mapPages<T>(
  pages: Record<string, Cached<T>>,
  change: (value: T, key: string) => T,
): Record<string, Cached<T>> {
  return Object.fromEntries(
    Object.entries(pages).map(([key, entry]) => [key, { ...entry, value: change(entry.value, key) }]),
  );
}
