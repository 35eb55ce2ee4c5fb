// The entries a send stores (pure): one per post — a group's posts named `<id>/1`, `<id>/2`… so every duplicate check
// stays per post — and which final entries are kept for the composer to show their outcome.
import type { Draft } from '@/lib/draft/draft';
import type { NewPost } from '../service/post';
import { isFinal, type OutboxEntry } from '../storage/outbox-entry';

const KEEP_FINAL_MS = 7 * 24 * 60 * 60 * 1000;
const KEEP_FINAL_COUNT = 20;

export function pruned(all: OutboxEntry[], now: number): OutboxEntry[] {
  const finals = all.filter(isFinal).sort((a, b) => (b.finishedAt ?? 0) - (a.finishedAt ?? 0));
  const keep = new Set(
    finals.filter((e, i) => i < KEEP_FINAL_COUNT && now - (e.finishedAt ?? 0) < KEEP_FINAL_MS).map((e) => e.id),
  );
  return all.filter((e) => !isFinal(e) || keep.has(e.id));
}

export interface NewEntriesOptions {
  draft?: Draft | undefined;
  /** The page's own name for the entry, taken when no stored entry has it already. */
  id?: string | undefined;
  holdMs?: number;
}

export function newEntries(
  posts: NewPost[],
  { draft, id, holdMs = 0 }: NewEntriesOptions,
  stored: readonly OutboxEntry[],
  now: number,
  newId: () => string,
): OutboxEntry[] {
  const taken = id !== undefined && stored.some((e) => e.id === id || e.group === id || e.id.startsWith(`${id}/`));
  const base = id !== undefined && !taken ? id : newId();
  const group = posts.length > 1 ? base : undefined;
  return posts.map((post, i): OutboxEntry => ({
    id: group ? `${base}/${i + 1}` : base,
    ...(group ? { group } : {}),
    post,
    ...(draft ? { draft } : {}),
    createdAt: now,
    state: 'queued',
    attempts: 0,
    ...(holdMs > 0 ? { holdUntil: now + holdMs } : {}),
  }));
}
