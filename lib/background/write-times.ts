/**
 * Whether a Create Post may have gone over a reused connection, the only case where the browser resends a request by
 * itself (lib/tracking/twins.ts): a post that was the only write from 5 minutes before it until its answer went over
 * a new connection, and needs no look for a twin — which saves that read for most posts.
 */
import { writeTimesItem } from '@/lib/storage/items';

/** Chromium keeps a used connection idle at most 300 s. */
export const REUSE_WINDOW_MS = 5 * 60_000;
const KEPT = 40;
/** Longer than the window: a post sent before a worker restart is still judged by the writes around it. */
const KEEP_MS = 60 * 60_000;

let queue: Promise<void> = Promise.resolve();

/** One at a time: none is lost. */
export function recordWrite(at: number): Promise<void> {
  queue = queue.then(async () => {
    const times = await writeTimesItem.get();
    await writeTimesItem.set([...times.filter((t) => at - t < KEEP_MS), at].slice(-KEPT));
  });
  return queue.catch(() => undefined);
}

export async function mayHaveReused(startedAt: number, endedAt: number): Promise<boolean> {
  const around = (await writeTimesItem.get()).filter((t) => t > startedAt - REUSE_WINDOW_MS && t <= endedAt);
  return around.length > 2;
}

/** `fetch`, noting the start and the end of every request that is not a read (GET). */
export function recordingWrites(fetchFn: typeof fetch, now: () => number): typeof fetch {
  return async (input, init) => {
    if ((init?.method ?? 'GET').toUpperCase() === 'GET') return fetchFn(input, init);
    await recordWrite(now());
    try {
      return await fetchFn(input, init);
    } finally {
      await recordWrite(now());
    }
  };
}
