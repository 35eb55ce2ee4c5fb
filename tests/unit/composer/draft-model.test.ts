import { describe, expect, it } from 'vitest';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { createDraftModel } from '@/lib/composer/draft-model';

describe('the draft model', () => {
  it('starts every write at once, so a page closed mid-typing has handed its last keystroke to storage', async () => {
    const started: string[] = [];
    const pending: (() => void)[] = [];
    let now = 1_000;
    const model = createDraftModel({
      now: () => now++,
      items: {
        draft: {
          get: async () => null,
          // A slow storage: no write finishes until released.
          set: (value: Draft) => {
            started.push(value.text);
            return new Promise<void>((resolve) => pending.push(resolve));
          },
          watch: () => () => undefined,
        },
      },
    });
    await model.load(() => emptyDraft());
    for (const text of ['r', 'ro', 'roa', 'roas', 'roast']) model.update((d) => ({ ...d, text }));
    // The page may be gone now: every change has already been given to storage, the last one last.
    expect(started).toEqual(['r', 'ro', 'roa', 'roas', 'roast']);
    let flushed = false;
    void model.flushed().then(() => (flushed = true));
    pending.slice(0, 4).forEach((release) => release());
    await Promise.resolve();
    await Promise.resolve();
    expect(flushed).toBe(false); // flushed() still waits for the last write
    pending[4]!();
    await expect(model.flushed()).resolves.toBeUndefined();
  });

  it('says so when a write fails, and clears it once a later write succeeds', async () => {
    const results = [false, true];
    const model = createDraftModel({
      now: () => 1,
      items: {
        draft: {
          get: async () => null,
          set: async () => {
            if (!results.shift()) throw new Error('quota');
          },
          watch: () => () => undefined,
        },
      },
    });
    await model.load(() => emptyDraft());
    model.update((d) => ({ ...d, text: 'a' }));
    await model.flushed();
    expect(model.saveError.value).not.toBe('');
    model.update((d) => ({ ...d, text: 'ab' }));
    await model.flushed();
    expect(model.saveError.value).toBe('');
  });
});
