import { describe, expect, it } from 'vitest';
import type { PostRecord } from '@/lib/api';
import { DEFAULT_PLAN, HINT_PAUSE_MS, HINT_READS_PER_HOUR, planNextRead, RELAY_PLAN } from '@/lib/tracking/planner';
import { observe } from '@/lib/tracking/observe';
import type { TrackerState } from '@/lib/storage/tracker-items';
import { T0, fakeTime, testBudget } from '../fakes/api';
import { MIN, state, tracked } from '../fakes/tracking';

const GRACE = DEFAULT_PLAN.graceMs;

async function freshBudget(time = fakeTime()) {
  return { time, budget: await testBudget(time.clock) };
}

describe('planner: due times and clusters', () => {
  it('plans nothing when nothing is tracked', async () => {
    const { budget } = await freshBudget();
    expect(planNextRead(state([]), T0, budget)).toBeNull();
  });

  it('checks a single post at its due time plus the grace', async () => {
    const { budget } = await freshBudget();
    const plan = planNextRead(state([tracked(1, T0 + 30 * MIN)]), T0, budget);
    expect(plan).toEqual({ at: T0 + 30 * MIN + GRACE, covers: [1], waitsFor: 'due' });
  });

  it.each<[string, number[], number, number[]]>([
    // [case, due offsets in minutes, read at (minutes after T0, before grace), posts covered]
    ['three posts within five minutes share the last one’s read', [10, 12, 14.9], 14.9, [1, 2, 3]],
    ['exactly five minutes apart still share', [10, 15], 15, [1, 2]],
    ['a post six minutes later waits for its own read', [10, 16], 10, [1]],
    ['the order they were tracked in does not matter', [14, 10, 12], 14, [1, 2, 3]],
  ])('%s', async (_, offsets, readAt, covers) => {
    const { budget } = await freshBudget();
    const posts = offsets.map((m, i) => tracked(i + 1, T0 + m * MIN));
    const plan = planNextRead(state(posts), T0, budget)!;
    expect(plan.at).toBe(T0 + readAt * MIN + GRACE);
    expect(plan.covers.sort()).toEqual(covers);
  });

  it('an overdue post is read at once, never in the past', async () => {
    const { budget } = await freshBudget();
    const plan = planNextRead(state([tracked(1, T0 - 90 * MIN)]), T0, budget)!;
    expect(plan.at).toBe(T0);
  });

  it('keeps a minimum gap after its previous read', async () => {
    const { budget } = await freshBudget();
    const plan = planNextRead(state([tracked(1, T0 - 90 * MIN)], { lastReadAt: T0 - 5_000 }), T0, budget)!;
    expect(plan).toMatchObject({ at: T0 - 5_000 + DEFAULT_PLAN.minGapMs, waitsFor: 'gap' });
  });
});

describe('planner: backoff while still scheduled', () => {
  it('spaces the reads 2, 5, 15, 30 minutes, then hourly', async () => {
    const time = fakeTime();
    const { budget } = await freshBudget(time);
    let s: TrackerState = state([tracked(1, T0)]);
    const readTimes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const plan = planNextRead(s, time.now, budget)!;
      time.now = plan.at;
      readTimes.push(plan.at);
      const stillScheduled: PostRecord[] = [
        { id: 1, status: 'scheduled', content: 'Post 1', scheduled_date: null, timezone: null },
      ];
      s = {
        ...observe(s, { records: stillScheduled, complete: false, at: plan.at }, DEFAULT_PLAN).state,
        lastReadAt: plan.at,
      };
    }
    const gaps = readTimes.slice(1).map((t, i) => (t - readTimes[i]!) / MIN);
    expect(readTimes[0]).toBe(T0 + GRACE);
    expect(gaps).toEqual([2, 5, 15, 30, 60, 60]);
  });

  it('a late post and a newly due one share a read', async () => {
    const { budget } = await freshBudget();
    const late = tracked(1, T0 - 20 * MIN, { checks: 2, lastCheckAt: T0 - 2 * MIN }); // next on its own at T0 + 3 min
    const fresh = tracked(2, T0 + 5 * MIN); // due + grace = T0 + 6 min
    const plan = planNextRead(state([late, fresh]), T0, budget)!;
    expect(plan.at).toBe(T0 + 6 * MIN);
    expect(plan.covers.sort()).toEqual([1, 2]);
  });
});

describe('planner: hints from the relay', () => {
  it('reads a few seconds after a hint instead of waiting for the grace', async () => {
    const { budget } = await freshBudget();
    const plan = planNextRead(state([tracked(1, T0 - 10_000, { hintedAt: T0 })]), T0, budget)!;
    expect(plan).toMatchObject({ at: T0 + DEFAULT_PLAN.hintDelayMs, waitsFor: 'hint', covers: [1] });
  });

  it('hints arriving within the delay share one read; a post due beyond the cluster does not hold them', async () => {
    const { budget } = await freshBudget();
    const posts = [
      tracked(1, T0 - 5_000, { hintedAt: T0 }),
      tracked(2, T0 - 5_000, { hintedAt: T0 + 3_000 }),
      tracked(3, T0 + 6 * MIN),
    ];
    const plan = planNextRead(state(posts), T0, budget)!;
    expect(plan.at).toBe(T0 + 3_000 + DEFAULT_PLAN.hintDelayMs);
    expect(plan.covers.sort()).toEqual([1, 2]);
  });

  it('a hint waits out the pause after any read, one before the grace included', async () => {
    const { budget } = await freshBudget();
    // The last read was 10 s ago, before the post's grace was over: it still counts.
    const posts = [tracked(1, T0 - 20_000, { hintedAt: T0 })];
    const plan = planNextRead(state(posts, { lastReadAt: T0 - 10_000 }), T0, budget, RELAY_PLAN)!;
    expect(plan).toMatchObject({ at: T0 - 10_000 + HINT_PAUSE_MS, waitsFor: 'hint' });
  });

  it('reads for hints are capped per hour: past the cap a hint waits for the oldest of them to leave the hour', async () => {
    const { budget } = await freshBudget();
    const hintReads = Array.from({ length: HINT_READS_PER_HOUR }, (_, i) => T0 - 50 * MIN + i * 5 * MIN);
    // Its own next check is 30 minutes after the last one (T0 + 29 min).
    const posts = [tracked(1, T0 - 30 * MIN, { hintedAt: T0, checks: 4, lastCheckAt: T0 - MIN })];
    const plan = planNextRead(state(posts, { lastReadAt: T0 - MIN, hintReads }), T0, budget)!;
    // Without the cap: after the pause. With it: when the first of those reads is an hour old (T0 + 10 min).
    expect(plan).toMatchObject({ at: T0 + 10 * MIN, waitsFor: 'hint' });
  });
});

describe('planner: the rate budget', () => {
  it('never spends the reserve: with only the reserve left it waits for the window to clear', async () => {
    const { time, budget } = await freshBudget();
    for (let i = 0; i < 50; i += 1) await budget.spend('read'); // 60 - 10 reserved
    time.advance(10 * MIN);
    expect(budget.canSpend('read')).toBe(true); // the person still has 10
    const plan = planNextRead(state([tracked(1, T0)]), time.now, budget)!;
    expect(plan).toMatchObject({ at: budget.clearsAt('read'), waitsFor: 'budget' });
    expect(plan.at).toBe(T0 + 60 * MIN);
  });

  it('after a 429 it waits for the whole window, from the 429', async () => {
    const { time, budget } = await freshBudget();
    time.advance(5 * MIN);
    await budget.markFull('read');
    const plan = planNextRead(state([tracked(1, T0)]), time.now, budget)!;
    expect(plan).toMatchObject({ at: time.now + 60 * MIN, waitsFor: 'budget' });
  });

  it('a due time after the window clears is not moved', async () => {
    const { budget } = await freshBudget();
    await budget.markFull('read');
    const plan = planNextRead(state([tracked(1, T0 + 3 * 60 * MIN)]), T0, budget)!;
    expect(plan).toMatchObject({ at: T0 + 3 * 60 * MIN + GRACE, waitsFor: 'due' });
  });

  it('after a failed read it waits until retryAt', async () => {
    const { budget } = await freshBudget();
    const plan = planNextRead(state([tracked(1, T0 - MIN)], { retryAt: T0 + 4 * MIN, failures: 2 }), T0, budget)!;
    expect(plan).toMatchObject({ at: T0 + 4 * MIN, waitsFor: 'retry' });
  });
});

describe('planner: hints keep clusters at one read', () => {
  it('a hint for the first post of a cluster waits for the posts due after it, not longer', async () => {
    const { budget } = await freshBudget();
    const posts = [
      tracked(1, T0, { hintedAt: T0 + 2_000 }),
      tracked(2, T0 + 2 * MIN),
      tracked(3, T0 + 4 * MIN),
      tracked(4, T0 + 9 * MIN),
    ];
    const plan = planNextRead(state(posts), T0 + 2_000, budget)!;
    // One read for the cluster, no later than polling alone would have made it (post 3's due + grace).
    expect(plan.at).toBeLessThanOrEqual(T0 + 4 * MIN + GRACE + DEFAULT_PLAN.hintDelayMs);
    expect(plan.at).toBeGreaterThanOrEqual(T0 + 4 * MIN);
    expect(plan.covers.sort()).toEqual([1, 2, 3]);
  });

  it('with every post of the cluster hinted, the read follows the last hint', async () => {
    const { budget } = await freshBudget();
    const posts = [
      tracked(1, T0, { hintedAt: T0 + 1_000 }),
      tracked(2, T0 + 2 * MIN, { hintedAt: T0 + 2 * MIN + 1_000 }),
    ];
    const plan = planNextRead(state(posts), T0 + 2 * MIN + 1_000, budget)!;
    expect(plan.at).toBe(T0 + 2 * MIN + 1_000 + DEFAULT_PLAN.hintDelayMs);
  });
});

describe('planner: a read looks for twins before the post is due', () => {
  const sweep = { twinCheck: { within: 400 } };

  it('a post scheduled for next week is read for twins two minutes after it was created', async () => {
    const { budget } = await freshBudget();
    const plan = planNextRead(state([tracked(1, T0 + 7 * 24 * 60 * MIN, { createdAt: T0, ...sweep })]), T0, budget)!;
    expect(plan).toEqual({ at: T0 + 2 * MIN, covers: [1], waitsFor: 'due' });
  });

  it('posts created one after another share one read, after the last one', async () => {
    const { budget } = await freshBudget();
    const posts = [0, 1, 2].map((i) => tracked(i + 1, T0 + 24 * 60 * MIN, { createdAt: T0 + i * MIN, ...sweep }));
    expect(planNextRead(state(posts), T0 + 2 * MIN, budget)!.at).toBe(T0 + 4 * MIN);
  });

  it('a due read in the cluster does not hold the read past the moment a twin can still be deleted', async () => {
    const { budget } = await freshBudget();
    const posts = [
      tracked(1, T0 + 10 * MIN, { createdAt: T0, ...sweep }),
      tracked(2, T0 + 5 * MIN, { createdAt: T0 - 60 * MIN }),
    ];
    // Post 2 wants T0+6 min (due + grace); post 1's sweep wants T0+2 min and must be done by T0+9 min.
    expect(planNextRead(state(posts), T0, budget)!.at).toBe(T0 + 6 * MIN);
    const later = [
      tracked(1, T0 + 5 * MIN, { createdAt: T0, ...sweep }),
      tracked(2, T0 + 5 * MIN, { createdAt: T0 - 60 * MIN }),
    ];
    // Post 1's twin must be gone by T0+4 min (a minute before it is due); post 2's own read would be at T0+6 min.
    expect(planNextRead(state(later), T0, budget)!.at).toBe(T0 + 4 * MIN);
  });

  it('once the check is done, only the due read is left', async () => {
    const { budget } = await freshBudget();
    const plan = planNextRead(state([tracked(1, T0 + 30 * MIN, { createdAt: T0 })]), T0, budget)!;
    expect(plan.at).toBe(T0 + 30 * MIN + GRACE);
  });
});
