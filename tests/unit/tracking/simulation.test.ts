/**
 * The tracker's read budget, measured: "≤ 1 read per cluster of posts due within 5 minutes of each other when they
 * publish on time". A seeded run of many clusters through the real planner and observer, against a service
 * that publishes each post at its due time (plus a delay under the grace); the figure is printed.
 */
import { describe, expect, it } from 'vitest';
import type { PostRecord } from '@/lib/api';
import { observe } from '@/lib/tracking/observe';
import { DEFAULT_PLAN, RELAY_PLAN, planNextRead } from '@/lib/tracking/planner';
import type { TrackerState } from '@/lib/storage/tracker-items';
import { T0, fakeTime, testBudget } from '../fakes/api';
import { MIN, state, tracked } from '../fakes/tracking';
import { prng } from '../../../sandbox/prng';

interface Outcome {
  clusters: number;
  posts: number;
  reads: number;
  /** Longest wait from a post's due time to the read that confirmed it. */
  worstDelayMs: number;
}

/** Clusters of 1–6 posts due within 5 minutes, clusters far enough apart to be told apart. */
async function simulate(
  seed: number,
  clusters: number,
  publishDelay: (r: () => number) => number,
  relay?: { delayMs: number },
): Promise<Outcome> {
  const random = prng(seed);
  const time = fakeTime();
  const budget = await testBudget(time.clock);
  const publishedAt = new Map<number, number>();
  let s: TrackerState = state([]);
  let id = 0;
  let start = T0 + 10 * MIN;
  for (let c = 0; c < clusters; c += 1) {
    const size = 1 + Math.floor(random() * 6);
    for (let i = 0; i < size; i += 1) {
      const due = start + Math.floor(random() * 5 * MIN);
      id += 1;
      s.posts.push(tracked(id, due, { createdAt: T0 }));
      publishedAt.set(id, due + publishDelay(random));
    }
    start += 5 * MIN + DEFAULT_PLAN.graceMs + MIN + Math.floor(random() * 3 * 60 * MIN);
  }
  const total = id;
  let reads = 0;
  let worstDelayMs = 0;
  // With a relay, each post's event is heard `delayMs` after it is published (a relay poll or the live stream).
  const hints = relay
    ? [...publishedAt].map(([postId, at]) => ({ postId, at: at + relay.delayMs })).sort((a, b) => a.at - b.at)
    : [];
  for (let guard = 0; s.posts.length > 0 && guard < 10_000; guard += 1) {
    const plan = planNextRead(s, time.now, budget, relay ? RELAY_PLAN : DEFAULT_PLAN)!;
    if (hints.length && hints[0]!.at <= plan.at) {
      const hint = hints.shift()!;
      time.now = Math.max(time.now, hint.at);
      s = { ...s, posts: s.posts.map((p) => (p.id === hint.postId ? { ...p, hintedAt: time.now } : p)) };
      continue;
    }
    time.now = plan.at;
    await budget.spend('read', { background: true });
    reads += 1;
    const records: PostRecord[] = s.posts.map((p) => ({
      id: p.id,
      status: time.now >= publishedAt.get(p.id)! ? 'published' : 'scheduled',
      content: p.content,
      scheduled_date: null,
      timezone: null,
    }));
    const seen = observe(s, { records, complete: false, at: time.now }, DEFAULT_PLAN);
    for (const f of seen.finals) worstDelayMs = Math.max(worstDelayMs, time.now - f.post.dueAt);
    s = { ...seen.state, lastReadAt: time.now };
  }
  return { clusters, posts: total, reads, worstDelayMs };
}

describe('reads per cluster of posts due within 5 minutes', () => {
  it('publishing on time: one read per cluster', async () => {
    const result = await simulate(7, 200, () => 0);
    console.info(
      `[tracking] on time: ${result.posts} posts in ${result.clusters} clusters → ${result.reads} reads ` +
        `(${(result.reads / result.clusters).toFixed(2)} per cluster; longest wait after due ${Math.round(result.worstDelayMs / 1000)} s)`,
    );
    expect(result.reads / result.clusters).toBeLessThanOrEqual(1);
    // Nobody waits more than the cluster span plus the grace to hear back.
    expect(result.worstDelayMs).toBeLessThanOrEqual(5 * MIN + DEFAULT_PLAN.graceMs);
  });

  it('publishing within the grace (up to 50 s late): still one read per cluster', async () => {
    const result = await simulate(11, 200, (r) => Math.floor(r() * 50_000));
    expect(result.reads).toBe(result.clusters);
  });

  it('publishing a few minutes late: the backoff adds few reads', async () => {
    const result = await simulate(13, 100, (r) => 2 * MIN + Math.floor(r() * 3 * MIN));
    console.info(
      `[tracking] 2–5 min late: ${result.reads} reads for ${result.clusters} clusters (${(result.reads / result.clusters).toFixed(2)} per cluster)`,
    );
    expect(result.reads / result.clusters).toBeLessThanOrEqual(3);
  });

  it('with the relay: events are hints, and a cluster is still confirmed by one read', async () => {
    const result = await simulate(17, 200, () => 0, { delayMs: 20_000 });
    console.info(
      `[tracking] relay: ${result.posts} posts in ${result.clusters} clusters → ${result.reads} reads ` +
        `(${(result.reads / result.clusters).toFixed(2)} per cluster; longest wait after due ${Math.round(result.worstDelayMs / 1000)} s)`,
    );
    expect(result.reads / result.clusters).toBeLessThanOrEqual(1);
  });

  it('with the relay and late posts: the read waits for the events instead of backing off', async () => {
    const result = await simulate(19, 100, (r) => 2 * MIN + Math.floor(r() * 3 * MIN), { delayMs: 20_000 });
    console.info(
      `[tracking] relay, 2–5 min late: ${result.reads} reads for ${result.clusters} clusters (${(result.reads / result.clusters).toFixed(2)} per cluster)`,
    );
    expect(result.reads / result.clusters).toBeLessThanOrEqual(2);
  });
});
