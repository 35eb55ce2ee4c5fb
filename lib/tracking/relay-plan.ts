/**
 * When to look at the relay while the worker sleeps (pure). A relay poll (`poll=1&since=…`) asks the ntfy
 * server, not the service, so it costs no read (docs/service-interface.md, Limits) — but it wakes the worker, so it
 * is made only around due times: shortly after each one, then less and less often while a post is overdue.
 */
import type { TrackedPost } from './tracked';

/** The service publishes at the due time and its webhook follows within seconds. */
const RELAY_DELAY_MS = 20_000;

/** How often an overdue post's relay is looked at again, by how late it is. */
function overdueGapMs(lateMs: number): number {
  if (lateMs < 10 * 60_000) return 60_000;
  if (lateMs < 60 * 60_000) return 5 * 60_000;
  return 15 * 60_000;
}

/** The next relay poll, or null when nothing tracked needs one. */
export function nextRelayPoll(posts: readonly TrackedPost[], polledAt: number | null, now: number): number | null {
  let next: number | null = null;
  for (const post of posts) {
    const first = post.dueAt + RELAY_DELAY_MS;
    const at = polledAt === null || polledAt < first ? first : polledAt + overdueGapMs(now - post.dueAt);
    next = next === null ? at : Math.min(next, at);
  }
  return next;
}
