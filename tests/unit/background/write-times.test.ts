/**
 * When a Create Post may have gone over a reused connection (lib/background/write-times.ts): only then is a read
 * spent looking for a twin the browser made of it.
 */
import { describe, expect, it, vi } from 'vitest';
import { mayHaveReused, recordingWrites, recordWrite, REUSE_WINDOW_MS } from '@/lib/background/write-times';
import { writeTimesItem } from '@/lib/storage/items';
import { T0 } from '../fakes/api';

const record = async (...times: number[]) => {
  for (const t of times) await recordWrite(t);
};

describe('mayHaveReused', () => {
  it.each([
    ['the only write: its own start and end', [T0, T0 + 200], false],
    ['another write ended a minute before', [T0 - 60_000 - 100, T0 - 60_000, T0, T0 + 200], true],
    [
      'another write ended six minutes before',
      [T0 - REUSE_WINDOW_MS - 60_000, T0 - REUSE_WINDOW_MS - 59_000, T0, T0 + 200],
      false,
    ],
    ['a write cut off (a killed worker never saw its end)', [T0 - 30_000, T0, T0 + 200], true],
    ['its own retry after a 500 (two attempts)', [T0, T0 + 50, T0 + 150, T0 + 200], true],
    ['an upload from a page running alongside (ticket)', [T0, T0 + 50, T0 + 200], true],
    ['writes after its answer do not count', [T0, T0 + 200, T0 + 5_000, T0 + 5_100], false],
  ])('%s → %s', async (_, times, reused) => {
    await record(...times);
    expect(await mayHaveReused(T0, T0 + 200)).toBe(reused);
  });
});

describe('recordingWrites', () => {
  it('notes the start and the end of every write, also when it fails; reads are not noted', async () => {
    let now = T0;
    const fetchFn = vi.fn(async (_: RequestInfo | URL, init?: RequestInit) => {
      now += 100;
      if (init?.body === 'fail') throw new TypeError('Failed to fetch');
      return new Response('{}');
    });
    const wrapped = recordingWrites(fetchFn as typeof fetch, () => now);
    await wrapped('https://api/posts');
    expect(await writeTimesItem.get()).toEqual([]);
    await wrapped('https://api/post', { method: 'POST' });
    await expect(wrapped('https://api/post', { method: 'POST', body: 'fail' })).rejects.toThrow('Failed to fetch');
    expect(await writeTimesItem.get()).toEqual([T0 + 100, T0 + 200, T0 + 200, T0 + 300]);
  });

  it('notes written at once are all kept', async () => {
    await Promise.all([1, 2, 3, 4, 5].map((i) => recordWrite(T0 + i)));
    expect(await writeTimesItem.get()).toEqual([T0 + 1, T0 + 2, T0 + 3, T0 + 4, T0 + 5]);
  });
});
