import { effect } from '@preact/signals';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDraft } from '@/lib/draft/next-draft';
import type { MediaItem } from '@/lib/api/schemas';
import { createDraftModel } from '@/lib/composer/draft-model';
import type { ComposerPorts } from '@/lib/composer/ports';
import type { UploadCall } from '@/lib/uploads/runner';
import { uploadOnce } from '@/lib/uploads/ticket-upload';
import { memoryItems } from '../fakes/items';
import { createUploadModel } from '@/lib/composer/upload-model';
import { PROGRESS_EVERY_MS } from '@/lib/uploads/progress';

// The upload's own chunk, loaded once before the clock is faked: its import is not what these tests time.
beforeAll(() => import('@/lib/composer/upload-run'));
// The XHR upload itself: each test drives it by hand.
vi.mock('@/lib/uploads/ticket-upload', () => ({ uploadOnce: vi.fn() }));
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** An upload model whose one upload the test drives; every change of the uploads signal is recorded. */
function setup() {
  let value: ReturnType<typeof emptyDraft> | null = { ...emptyDraft(), updatedAt: 1 };
  const drafts = createDraftModel({
    now: () => 1,
    items: { draft: { get: async () => value, set: async (v) => void (value = v), watch: () => () => undefined } },
  });
  const call: { current?: UploadCall; resolve?: (m: MediaItem) => void } = {};
  vi.mocked(uploadOnce).mockImplementation(
    (_file, c) => new Promise<MediaItem>((resolve) => Object.assign(call, { current: c, resolve })),
  );
  const ports = {
    ask: (async () => ({})) as unknown as ComposerPorts['ask'],
    mode: 'tab' as const,
    items: memoryItems(),
  };
  const model = createUploadModel(ports, drafts);
  const seen: { loaded: number; state: string }[] = [];
  const stop = effect(() => {
    const u = model.uploads.value[0];
    if (u) seen.push({ loaded: u.loaded, state: u.state });
  });
  return { model, call, seen, stop };
}

describe('upload progress is coalesced', () => {
  it('shows the first report at once, then the latest at most every PROGRESS_EVERY_MS', async () => {
    const { model, call, seen, stop } = setup();
    void model.start(new File(['x'], 'roast.mp4', { type: 'video/mp4' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([{ loaded: 0, state: 'uploading' }]);

    // A burst of 20 reports within 40 ms, as the browser sends them under load: one redraw now, one later.
    for (let i = 1; i <= 20; i++) {
      call.current!.onProgress(i * 1000, 100_000);
      await vi.advanceTimersByTimeAsync(2);
    }
    expect(seen.map((s) => s.loaded)).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(PROGRESS_EVERY_MS);
    expect(seen.map((s) => s.loaded)).toEqual([0, 1000, 20_000]); // the latest, not every one in between

    // Reports every 100 ms for 2 s: about one redraw per PROGRESS_EVERY_MS, never more.
    const before = seen.length;
    for (let i = 1; i <= 20; i++) {
      await vi.advanceTimersByTimeAsync(100);
      call.current!.onProgress(20_000 + i * 1000, 100_000);
    }
    await vi.advanceTimersByTimeAsync(PROGRESS_EVERY_MS);
    const redraws = seen.length - before;
    expect(redraws).toBeLessThanOrEqual(Math.ceil(2000 / PROGRESS_EVERY_MS) + 1);
    expect(redraws).toBeGreaterThanOrEqual(Math.floor(2000 / PROGRESS_EVERY_MS) - 1);
    expect(seen.at(-1)!.loaded).toBe(40_000);
    stop();
  });

  it('drops a report still waiting when the upload ends: the end shows the final figures', async () => {
    const { model, call, seen, stop } = setup();
    void model.start(new File(['x'], 'roast.mp4', { type: 'video/mp4' }));
    await vi.advanceTimersByTimeAsync(0);
    call.current!.onProgress(10, 100);
    await vi.advanceTimersByTimeAsync(0);
    call.current!.onProgress(50, 100); // waits for its turn…
    call.resolve!({ media_id: 'video-1', type: 'video', status: 'processed' } as MediaItem);
    await vi.advanceTimersByTimeAsync(PROGRESS_EVERY_MS * 2);
    expect(seen.at(-1)).toEqual({ loaded: 1, state: 'done' }); // …and never overwrites the end
    expect(seen.filter((s) => s.loaded === 50)).toEqual([]);
    stop();
  });
});
