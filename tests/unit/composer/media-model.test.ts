/**
 * The media library's model (lib/composer/media-model.ts): a failed delete is said on its item's tile, and for the
 * whole library when the list read meanwhile no longer has the item — never nowhere.
 */
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '@/lib/draft/draft';
import { createDraftModel } from '@/lib/composer/draft-model';
import { createMediaModel } from '@/lib/composer/media-model';
import type { ComposerPorts } from '@/lib/composer/ports';
import { ApiHttpError } from '@/lib/errors/api-errors';
import { serializeError } from '@/lib/errors/transport';

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
    draft: {
      get: async () => ({ ...emptyDraft(), updatedAt: 1 }),
      set: async () => undefined,
      watch: () => () => undefined,
    },
  });
  let duringDelete: () => Promise<void> = async () => undefined;
  const refused = serializeError(
    new ApiHttpError({ operation: 'deleteMedia', status: 400, serviceMessage: 'Refused', body: '', retry: 'never' }),
  );
  const ask = (async (type: string) => {
    if (type === 'media.list') return { items: listed, fetchedAt: 1 };
    if (type === 'media.delete') {
      await duringDelete();
      throw refused;
    }
    throw new Error(`unexpected ${type}`);
  }) as unknown as ComposerPorts['ask'];
  const model = createMediaModel({ ask }, drafts);
  return {
    model,
    relist: (items: ReturnType<typeof image>[]) => void (listed = items),
    whileDeleting: (act: () => Promise<void>) => void (duringDelete = act),
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
