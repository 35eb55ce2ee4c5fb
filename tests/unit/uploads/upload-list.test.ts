/**
 * The background's record of the popup's uploads (lib/uploads/upload-list.ts): attached items leave the list, two ends
 * at once both attach, a file that would mix images and videos is kept out of the draft with the reason, and a
 * failure or cancel stays with its sentence until dismissed.
 */
import { wordedRun } from '@/lib/composer/upload-model';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '@/lib/draft/next-draft';
import { serializeError } from '@/lib/errors/data';
import { ApiHttpError } from '@/lib/errors/service';
import { draftItem } from '@/lib/storage/draft-item';
import { uploadsItem } from '@/lib/storage/uploads-item';
import { createUploadList } from '@/lib/uploads/upload-list';

const image = (n: number) => ({ media_id: `image-${n}`, type: 'image', url: null, title: `p${n}.png` });

function setup() {
  const noted: string[] = [];
  const tracker = createUploadList({ now: () => 1000, uploaded: async (item) => void noted.push(item.media_id) });
  return { tracker, noted };
}

describe('the upload tracker', () => {
  it('two uploads ending together are both attached, and both leave the list', async () => {
    const { tracker, noted } = setup();
    await draftItem.set({ ...emptyDraft(), updatedAt: 5 });
    await tracker.started({ id: 'a', name: 'a.png', total: 10 });
    await tracker.started({ id: 'b', name: 'b.png', total: 10 });
    await Promise.all([tracker.ended('a', { item: image(1) }), tracker.ended('b', { item: image(2) })]);
    const draft = await draftItem.get();
    expect(draft?.attachments.map((a) => a.media_id).sort()).toEqual(['image-1', 'image-2']);
    expect(draft!.updatedAt).toBeGreaterThan(5);
    expect(await uploadsItem.get()).toEqual([]);
    expect(noted.sort()).toEqual(['image-1', 'image-2']);
  });

  it('a video next to attached images is not attached, and says why', async () => {
    const { tracker } = setup();
    await draftItem.set({
      ...emptyDraft(),
      attachments: [{ ...image(1), mime_type: null, status: null, type: 'image' }],
    });
    await tracker.started({ id: 'v', name: 'clip.mp4', total: 10 });
    await tracker.ended('v', { item: { media_id: 'video-9', type: 'video' } });
    expect((await draftItem.get())?.attachments.map((a) => a.media_id)).toEqual(['image-1']);
    const [line] = await uploadsItem.get();
    expect(line).toMatchObject({ id: 'v', state: 'done', ending: { kind: 'not-attached', has: 'image' } });
    // Stored as data; the page words it.
    expect((await wordedRun(line!)).message).toMatch(/^Uploaded to your library, not attached: .*image/i);
  });

  it('a failure stays with its sentence; a cancel says so; dismissed, they go; a running one is not dismissed', async () => {
    const { tracker } = setup();
    await tracker.started({ id: 'f', name: 'big.png', total: 10 });
    await tracker.started({ id: 'c', name: 'c.png', total: 10 });
    await tracker.started({ id: 'r', name: 'r.png', total: 10 });
    const refused = new ApiHttpError({
      operation: 'uploadMedia',
      status: 413,
      serviceMessage: 'Payload Too Large',
      body: '',
      retry: 'never',
    });
    await tracker.ended('f', { error: serializeError(refused) });
    await tracker.ended('c', { cancelled: true });
    await tracker.progress('r', 4, 10);
    const list = await uploadsItem.get();
    const failed = list.find((u) => u.id === 'f')!;
    expect(failed).toMatchObject({
      state: 'failed',
      ending: { kind: 'error', error: { name: 'ApiHttpError', status: 413 } },
    });
    expect(failed).not.toHaveProperty('message');
    expect((await wordedRun(failed)).message).toContain('too large');
    const cancelled = list.find((u) => u.id === 'c')!;
    expect(cancelled).toMatchObject({ state: 'cancelled' });
    expect((await wordedRun(cancelled)).message).toBe('Upload cancelled.');
    expect(list.find((u) => u.id === 'r')).toMatchObject({ state: 'uploading', loaded: 4 });
    for (const id of ['f', 'c', 'r']) await tracker.dismiss(id);
    expect((await uploadsItem.get()).map((u) => u.id)).toEqual(['r']);
  });

  it('uploads whose runner is gone end as failed, naming the file', async () => {
    const { tracker } = setup();
    await tracker.started({ id: 'o', name: 'lost.png', total: 10 });
    expect(await tracker.running()).toBe(true);
    await tracker.orphaned();
    const [stopped] = await uploadsItem.get();
    expect(stopped).toMatchObject({ state: 'failed', ending: { kind: 'stopped' } });
    expect((await wordedRun(stopped!)).message).toContain('lost.png');
    expect(await tracker.running()).toBe(false);
  });
});
