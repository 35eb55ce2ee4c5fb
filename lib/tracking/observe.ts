/**
 * What one read of the post list tells the tracker (pure). The list's shape and order are "not shown"
 * (docs/service-interface.md, Endpoints), so the records come already parsed tolerantly (lib/api/post-schemas.ts):
 * a tracked post is matched by id; `published` and `failed` are final; any other status — `scheduled`, or one
 * the interface does not name — keeps it tracked, with the backoff advanced once it is past due.
 */
import type { PostRecord } from '@/lib/api';
import type { PlanOptions } from './planner';
import type { TrackedPost, TrackerState } from './tracked';

const FINAL_STATUSES = ['published', 'failed'] as const;
export type FinalStatus = (typeof FINAL_STATUSES)[number];

export function isFinal(status: string | undefined): status is FinalStatus {
  return status === 'published' || status === 'failed';
}

export interface Final {
  post: TrackedPost;
  record: PostRecord;
  status: FinalStatus;
}

export interface ReadResult {
  records: readonly PostRecord[];
  /** True when the read saw every post there is (a page that is not full): a missing post was deleted. */
  complete: boolean;
  /** When the read was answered (epoch ms). */
  at: number;
}

export interface Observation {
  state: TrackerState;
  finals: Final[];
  /** Tracked posts the complete list no longer has (deleted elsewhere): dropped without a notification. */
  vanished: TrackedPost[];
}

/** Whether a list page holds every post: fewer than asked for, or `total` says so. */
export function pageIsComplete(
  page: { posts: readonly unknown[]; total?: number | undefined },
  perPage: number,
  pageNumber = 1,
): boolean {
  if (pageNumber !== 1) return false;
  if (page.total !== undefined) return page.total <= page.posts.length;
  return page.posts.length < perPage;
}

/** The state after a read: finals leave the list, the still-scheduled past their grace move along the backoff. */
export function observe(state: TrackerState, read: ReadResult, options: Pick<PlanOptions, 'graceMs'>): Observation {
  const byId = new Map(read.records.map((r) => [r.id, r]));
  const finals: Final[] = [];
  const vanished: TrackedPost[] = [];
  const posts: TrackedPost[] = [];
  for (const post of state.posts) {
    const record = byId.get(post.id);
    if (record && isFinal(record.status)) {
      finals.push({ post, record, status: record.status });
      continue;
    }
    if (!record && read.complete && post.createdAt < read.at) {
      vanished.push(post);
      continue;
    }
    // A read before the grace is over says nothing about lateness: only later reads count towards the backoff —
    // once per read, however many of the list's pages it took (same `at`).
    const late = read.at >= post.dueAt + options.graceMs && post.lastCheckAt !== read.at;
    posts.push({
      ...post,
      hintedAt: post.hintedAt !== null && post.hintedAt <= read.at ? null : post.hintedAt,
      ...(late ? { checks: post.checks + 1, lastCheckAt: read.at } : {}),
    });
  }
  return { state: { ...state, posts }, finals, vanished };
}
