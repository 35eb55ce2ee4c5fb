/**
 * The media library's model (lib/composer/media-model.ts): a failed delete is said on its item's tile, and for the
 * whole library when the list read meanwhile no longer has the item — never nowhere; a deletion's outcome is its own.
 */
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '@/lib/draft/next-draft';
import { createDraftModel } from '@/lib/composer/draft-model';
import { createMediaModel } from '@/lib/composer/media-model';
import type { ComposerPorts } from '@/lib/composer/ports';
import { ApiHttpError } from '@/lib/errors/service';
import { serializeError } from '@/lib/errors/data';

const image = (n: number) => ({
  media_id: `image-${n}`,
  type: 'image' as const,
  url: null,
  mime_type: 'image/png',
  created_at: '',
});

function setup() {
  let listed = [image(1), image(2)];
  const drafts = createDraftModel({
    now: () => 1,
    items: {
      draft: {
        get: async () => ({ ...emptyDraft(), updatedAt: 1 }),
        set: async () => undefined,
        watch: () => () => undefined,
      },
    },
  });
  let duringDelete: () => Promise<void> = async () => undefined;
  let deletes = (_id: string) => false; // which deletions the service accepts
  const refused = serializeError(
    new ApiHttpError({ operation: 'deleteMedia', status: 400, serviceMessage: 'Refused', body: '', retry: 'never' }),
  );
  const ask = (async (type: string, data: unknown) => {
    if (type === 'media.list') return { items: listed, fetchedAt: 1 };
    if (type === 'media.delete') {
      await duringDelete();
      if (deletes((data as { mediaId: string }).mediaId)) return {};
      throw refused;
    }
    throw new Error(`unexpected ${type}`);
  }) as unknown as ComposerPorts['ask'];
  const model = createMediaModel({ ask }, drafts);
  return {
    model,
    relist: (items: ReturnType<typeof image>[]) => void (listed = items),
    whileDeleting: (act: () => Promise<void>) => void (duringDelete = act),
    accept: (ids: string[]) => void (deletes = (id) => ids.includes(id)),
  };
}

describe('a failed delete', () => {
  it('is said on its tile while the item is listed, not for the whole library', async () => {
    const { model } = setup();
    await model.load();
    await model.remove(model.items.value[0]!);
    expect(model.deleteError.value).toMatchObject({ id: 'image-1', sentence: expect.stringContaining('Refused') });
    expect(model.error.value).toBe('');
  });

  it('is said for the whole library when the list read meanwhile no longer has the item', async () => {
    const { model, relist, whileDeleting } = setup();
    await model.load();
    const first = model.items.value[0]!;
    whileDeleting(async () => {
      relist([image(2)]);
      await model.load(true);
    });
    await model.remove(first);
    expect(model.items.value.map((m) => m.media_id)).toEqual(['image-2']);
    expect(model.error.value).toContain('Refused');
  });
});

describe('a deletion', () => {
  it('is said by the name on its tile (the id when the title is empty); the next one starts without it', async () => {
    const { model, accept, whileDeleting } = setup();
    await model.load();
    accept(['image-1']);
    await model.remove({ ...model.items.value[0]!, title: '' });
    expect(model.notice.value).toBe('Deleted image-1 from your library.');
    let said = 'not asked';
    whileDeleting(async () => void (said = model.notice.value));
    await model.remove(model.items.value[0]!);
    expect(said).toBe(''); // while image-2's deletion runs, image-1's outcome is not shown as if it were its own
    expect(model.deleteError.value?.id).toBe('image-2');
  });
});
