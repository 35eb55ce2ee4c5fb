import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaSection } from '@/components/composer/MediaSection';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { createComposer } from '@/lib/composer/composer';
import type { ComposerPorts } from '@/lib/composer/ports';
import type { UploadCall } from '@/lib/uploads/runner';
import { uploadOnce } from '@/lib/uploads/ticket-upload';
import { memoryItem, memoryItems, memoryPorts } from '../../fakes/items';
import { followPendingVideos } from '@/lib/composer/media-model';
import { createDraftModel } from '@/lib/composer/draft-model';
import type { MediaItem } from '@/lib/api/schemas';

// The XHR upload itself: each test drives it by hand.
vi.mock('@/lib/uploads/ticket-upload', () => ({ uploadOnce: vi.fn() }));

afterEach(cleanup);

const memoryDraft = () => memoryItem<Draft | null>({ ...emptyDraft(), updatedAt: 1 });

/** An upload the test drives by hand: progress, then an answer or a refusal. */
function manualUpload() {
  const state: { call?: UploadCall; resolve?: (m: MediaItem) => void; reject?: (e: unknown) => void } = {};
  const upload: typeof uploadOnce = (_file, call) =>
    new Promise<MediaItem>((resolve, reject) => {
      Object.assign(state, { call, resolve, reject });
      call.signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
    });
  return { state, upload };
}

async function setup(
  upload: typeof uploadOnce,
  ask: ComposerPorts['ask'] = (async () => ({})) as unknown as ComposerPorts['ask'],
) {
  vi.mocked(uploadOnce).mockImplementation(upload);
  const draft = memoryDraft();
  const composer = createComposer(memoryPorts({ now: () => Date.UTC(2026, 5, 1), ask, items: memoryItems({ draft }) }));
  await composer.drafts.load(emptyDraft);
  render(<MediaSection composer={composer} />);
  return { composer, draft };
}

describe('upload progress', () => {
  it.each([
    [0, 3_145_728, '0 byte of 3.1 MB (0%)'],
    [1_048_576, 3_145_728, '1 MB of 3.1 MB (33%)'],
    [3_145_728, 3_145_728, '3.1 MB of 3.1 MB (100%)'],
  ])('%i of %i bytes reads “%s”', async (loaded, total, text) => {
    const { state, upload } = manualUpload();
    await setup(upload);
    fireEvent.change(screen.getByLabelText('Upload from computer'), {
      target: { files: [new File(['x'], 'roast.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(state.call).toBeDefined());
    state.call!.onProgress(loaded, total);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading roast.png' });
    await waitFor(() => expect(document.getElementById(bar.getAttribute('aria-describedby')!)?.textContent).toBe(text));
    expect(bar.getAttribute('value')).toBe(String(loaded));
  });

  it('attaches the uploaded item, or says it was cancelled', async () => {
    const { state, upload } = manualUpload();
    const { draft } = await setup(upload);
    const choose = (name: string) =>
      fireEvent.change(screen.getByLabelText('Upload from computer'), {
        target: { files: [new File(['x'], name, { type: 'image/png' })] },
      });
    choose('a.png');
    await waitFor(() => expect(state.resolve).toBeDefined());
    state.resolve!({ media_id: 'image-7', type: 'image', url: 'https://x/7.png' } as MediaItem);
    await screen.findByText(/Uploaded and attached/);
    expect(draft.value?.attachments.map((a) => a.media_id)).toEqual(['image-7']);
    choose('b.png');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload of b.png' }));
    await screen.findByText('Upload cancelled.');
  });
});

describe('the end of an upload', () => {
  it('attaches the item without waiting for the background to note it (upload.done)', async () => {
    const { state, upload } = manualUpload();
    const told: string[] = [];
    const ask = ((type: string) => {
      told.push(type);
      return new Promise(() => undefined); // a worker slow to answer
    }) as unknown as ComposerPorts['ask'];
    const { draft } = await setup(upload, ask);
    fireEvent.change(screen.getByLabelText('Upload from computer'), {
      target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(state.resolve).toBeDefined());
    state.resolve!({ media_id: 'image-8', type: 'image', url: 'https://x/8.png' } as MediaItem);
    await screen.findByText(/Uploaded and attached/);
    expect(draft.value?.attachments.map((a) => a.media_id)).toEqual(['image-8']);
    expect(told).toContain('upload.done');
  });
});

describe('a video still being processed', () => {
  it('is looked at again with growing pauses until the service says it is processed', async () => {
    vi.useFakeTimers();
    try {
      const drafts = createDraftModel({ now: () => 1, items: { draft: memoryDraft() } });
      drafts.update((d) => ({ ...d, attachments: [{ media_id: 'video-5', type: 'video', status: 'pending' }] }));
      const statuses = ['pending', 'processed'];
      const ask = vi.fn(async () => ({
        items: [{ media_id: 'video-5', type: 'video', status: statuses.shift() }],
        fetchedAt: 0,
      }));
      const stop = followPendingVideos({ ask: ask as unknown as ComposerPorts['ask'] }, drafts);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(ask).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(ask).toHaveBeenCalledTimes(1); // after 10 s: still pending
      await vi.advanceTimersByTimeAsync(19_999);
      expect(ask).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(ask).toHaveBeenCalledTimes(2); // 20 s later: processed
      expect(drafts.draft.value.attachments[0]?.status).toBe('processed');
      await vi.advanceTimersByTimeAsync(600_000);
      expect(ask).toHaveBeenCalledTimes(2); // nothing pending: no more reads
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
