import { describe, expect, it } from 'vitest';
import { afterRequest, clearsAt, EMPTY_BUCKET, markedFull, settle, type BucketState } from '@/lib/budget/window';

const H = 60 * 60 * 1000;
const M = 60 * 1000;

describe('rolling window (Limits, rule 2)', () => {
  it.each<[string, BucketState, number, BucketState]>([
    ['empty stays empty', EMPTY_BUCKET, 5 * H, EMPTY_BUCKET],
    ['counted within the window', { used: 3, lastAt: 0 }, 59 * M, { used: 3, lastAt: 0 }],
    ['one ms before the window ends', { used: 3, lastAt: 0 }, H - 1, { used: 3, lastAt: 0 }],
    ['cleared exactly one window after the last request', { used: 3, lastAt: 0 }, H, EMPTY_BUCKET],
    ['cleared long after', { used: 60, lastAt: 0 }, 10 * H, EMPTY_BUCKET],
    [
      'a last request in the future (clock set back) counts as now',
      { used: 2, lastAt: 5 * H },
      0,
      { used: 2, lastAt: 0 },
    ],
  ])('settle: %s', (_, bucket, now, expected) => {
    expect(settle(bucket, now, H)).toEqual(expected);
  });

  it.each<[string, BucketState, number, BucketState]>([
    ['first request starts the count', EMPTY_BUCKET, 10, { used: 1, lastAt: 10 }],
    ['a request within the window extends it', { used: 4, lastAt: 0 }, 50 * M, { used: 5, lastAt: 50 * M }],
    ['a request after the window starts afresh', { used: 4, lastAt: 0 }, H, { used: 1, lastAt: H }],
  ])('afterRequest: %s', (_, bucket, now, expected) => {
    expect(afterRequest(bucket, now, H)).toEqual(expected);
  });

  it.each<[string, BucketState, number, number | null]>([
    ['nothing to clear', EMPTY_BUCKET, 0, null],
    ['one window after the last request', { used: 1, lastAt: 10 * M }, 20 * M, 70 * M],
    ['already cleared', { used: 1, lastAt: 0 }, 2 * H, null],
    ['future last request is capped to one window from now', { used: 1, lastAt: 9 * H }, H, 2 * H],
  ])('clearsAt: %s', (_, bucket, now, expected) => {
    expect(clearsAt(bucket, now, H)).toBe(expected);
  });

  it.each<[string, BucketState, BucketState]>([
    ['from empty: full, window from now', EMPTY_BUCKET, { used: 30, lastAt: 7 * M }],
    ['from partly used: full', { used: 12, lastAt: 0 }, { used: 30, lastAt: 7 * M }],
    ['keeps a count above the limit', { used: 31, lastAt: 0 }, { used: 31, lastAt: 7 * M }],
  ])('markedFull: %s', (_, bucket, expected) => {
    expect(markedFull(bucket, 30, 7 * M, H)).toEqual(expected);
  });
});
