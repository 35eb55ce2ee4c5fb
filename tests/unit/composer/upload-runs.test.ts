/**
 * The popup's uploads (lib/composer/upload-model.ts): a chosen file is handed to the background's runner, never
 * uploaded in the popup; the runner's uploads show as the popup's own; one attached leaves the list and is said to a
 * screen reader; cancel and dismiss go to the background.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { createDraftModel } from '@/lib/composer/draft-model';
import type { ComposerPorts } from '@/lib/composer/ports';
import { createUploadModel } from '@/lib/composer/upload-model';
import type { RunUpload } from '@/lib/storage/uploads-item';
import { uploadOnce } from '@/lib/uploads/ticket-upload';
import { memoryItem, memoryItems } from '../fakes/items';

// The popup's store of chosen files (IndexedDB), and the upload it never runs itself.
vi.mock('@/lib/uploads/file-store', () => ({ storeForUpload: async (file: File) => `key-${file.name}` }));
vi.mock('@/lib/uploads/ticket-upload', () => ({
  uploadOnce: vi.fn(async () => Promise.reject(new Error('not here'))),
}));

function setup() {
  const drafts = createDraftModel({
    now: () => 1,
    items: { draft: memoryItem<Draft | null>({ ...emptyDraft(), updatedAt: 1 }) },
  });
  const asked: { type: string; data: unknown }[] = [];
  const handed: string[] = [];
  const uploads = memoryItem<RunUpload[]>([]);
  const ports = {
    mode: 'popup' as const,
    ask: (async (type: string, data: unknown) => {
      if (type === 'upload.start') handed.push((data as { name: string }).name);
      else asked.push({ type, data });
      return {};
    }) as unknown as ComposerPorts['ask'],
    items: memoryItems({ uploads }),
  };
  const model = createUploadModel(ports, drafts);
  model.follow();
  return {
    model,
    asked,
    handed,
    push: (runs: RunUpload[]) => void uploads.set(runs),
    uploadedHere: () => vi.mocked(uploadOnce).mock.calls.length,
  };
}

const run = (id: string, state: RunUpload['state'], extra: Partial<RunUpload> = {}): RunUpload => ({
  id,
  name: `${id}.png`,
  loaded: 0,
  total: 10,
  state,
  ...extra,
});

describe('the popup’s uploads', () => {
  it('hands a chosen file to the runner and uploads nothing itself', async () => {
    const { model, handed, uploadedHere } = setup();
    await model.choose(new File(['x'], 'roast.png', { type: 'image/png' }));
    expect(handed).toEqual(['roast.png']);
    expect(uploadedHere()).toBe(0);
    expect(model.notice.value).toBe('');
  });

  it('shows the runner’s uploads; one attached leaves the list and is said', async () => {
    const { model, push } = setup();
    push([run('a', 'uploading', { loaded: 4 }), run('b', 'uploading')]);
    await vi.waitFor(() =>
      expect(model.uploads.value.map((u) => [u.id, u.loaded])).toEqual([
        ['a', 4],
        ['b', 0],
      ]),
    );
    push([run('b', 'uploading')]);
    await vi.waitFor(() => expect(model.uploads.value.map((u) => u.id)).toEqual(['b']));
    expect(model.said.value).toBe('a.png was uploaded and attached.');
  });

  it('words how a runner’s upload ended when it shows it; a list that came later is not overwritten', async () => {
    const { model, push } = setup();
    push([run('s', 'failed', { ending: { kind: 'stopped' } })]);
    push([run('s', 'failed', { ending: { kind: 'stopped' } }), run('n', 'uploading')]);
    await vi.waitFor(() => expect(model.uploads.value.map((u) => u.id)).toEqual(['s', 'n']));
    expect(model.uploads.value[0]).toMatchObject({ state: 'failed', message: expect.stringContaining('s.png') });
    expect(model.uploads.value[0]).not.toHaveProperty('ending');
  });

  it('cancel and dismiss of a runner’s upload are asked of the background', async () => {
    const { model, push, asked } = setup();
    push([run('a', 'uploading'), run('f', 'failed', { ending: { kind: 'lost' } })]);
    await vi.waitFor(() => expect(model.uploads.value).toHaveLength(2));
    model.cancel('a');
    model.dismiss('f');
    expect(model.uploads.value.map((u) => u.id)).toEqual(['a']);
    expect(asked).toEqual([
      { type: 'upload.cancel', data: { id: 'a' } },
      { type: 'upload.dismiss', data: { id: 'f' } },
    ]);
  });
});
