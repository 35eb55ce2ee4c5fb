/**
 * The broker's limiter (broker/rate-limit.ts): its table stays bounded, and a flood of new names neither resets the
 * clients already counted nor gets past the limit; callers no one can name share one stricter bucket.
 */
import { describe, expect, it } from 'vitest';
import { MAX_CLIENTS, rateLimit, sharedLimitOf } from '../../../broker/rate-limit';

const LIMIT = 3;

describe('the broker’s rate limit', () => {
  it('10,000 new names do not reset a client already counted, and those past the table share one bucket', () => {
    const now = 1_000_000;
    const limit = rateLimit(LIMIT, 60_000, () => now);
    for (let i = 0; i < LIMIT; i += 1) expect(limit.take('victim')).toBe(0);
    const refusedNew: number[] = [];
    for (let i = 0; i < MAX_CLIENTS + 5; i += 1) refusedNew.push(limit.take(`stranger ${i}`));
    expect(limit.take('victim'), 'the victim’s count is still there').toBeGreaterThan(0);
    // The table was full before the strangers were done: the rest shared one bucket, and it was soon spent.
    expect(refusedNew.filter((wait) => wait === 0).length).toBeLessThanOrEqual(MAX_CLIENTS - 1 + sharedLimitOf(LIMIT));
    expect(refusedNew.at(-1)).toBeGreaterThan(0);
  });

  it('lets old windows make room for new clients', () => {
    let now = 1_000_000;
    const limit = rateLimit(LIMIT, 60_000, () => now);
    for (let i = 0; i < MAX_CLIENTS; i += 1) limit.take(`old ${i}`);
    now += 60_000;
    for (let i = 0; i < LIMIT; i += 1) expect(limit.take('new')).toBe(0);
    expect(limit.take('new')).toBeGreaterThan(0);
  });

  it('callers without a name share one bucket, stricter than a client’s, apart from the named ones', () => {
    const limit = rateLimit(LIMIT, 60_000, () => 0);
    for (let i = 0; i < sharedLimitOf(LIMIT); i += 1) expect(limit.take(undefined)).toBe(0);
    expect(limit.take(undefined)).toBeGreaterThan(0);
    expect(sharedLimitOf(LIMIT)).toBeLessThan(LIMIT);
    expect(limit.take('a named client')).toBe(0);
  });
});
