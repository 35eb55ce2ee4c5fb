import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeadlinePassed, deadline } from '../../../broker/deadline';

afterEach(() => vi.useRealTimers());

describe('deadline', () => {
  it('starts a retry’s wait that ends in time, and refuses one that would end after, leaving no timer behind', async () => {
    vi.useFakeTimers();
    const bound = deadline(1_500, fetch, Date.now);
    const waited = bound.sleep(1_000);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(waited).resolves.toBeUndefined();
    const timers = vi.getTimerCount(); // the deadline's own abort signal may hold one
    await expect(bound.sleep(2_000)).rejects.toBeInstanceOf(DeadlinePassed);
    expect(vi.getTimerCount()).toBe(timers);
    expect(bound.passed()).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(bound.passed()).toBe(true);
  });
});
