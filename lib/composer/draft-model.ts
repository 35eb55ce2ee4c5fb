// The draft, saved on every change and in step with other pages: a newer stored draft replaces ours, and our own
// writes coming back are ignored, so no keystroke is undone.
import { signal } from '@preact/signals';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { t } from '@/lib/i18n/t';
import { readOnly } from '@/lib/signals/read-only';
import type { ComposerPorts, Item } from './ports';

export function createDraftModel(ports: Pick<ComposerPorts, 'now'> & { items: { draft: Item<Draft | null> } }) {
  const draft = signal<Draft>(emptyDraft());
  const loaded = signal(false);
  /** Saving failed (storage full, extension reloaded): what was typed is still on screen. */
  const saveError = signal('');
  let saving: Promise<void> = Promise.resolve();

  function persist(value: Draft): void {
    // Written at once, not after the previous write, or a page closed right after fast typing drops the writes still
    // waiting; the storage area applies one page's writes in order.
    const write = ports.items.draft.set(value);
    write.catch(() => undefined);
    saving = saving
      .then(() => write)
      .then(
        () => void (saveError.value = ''),
        () => void (saveError.value = t('draft_save_failed')),
      );
  }

  function adopt(stored: Draft | null): void {
    if (stored && stored.updatedAt > draft.value.updatedAt) draft.value = stored;
  }

  return {
    ...readOnly({ draft, loaded, saveError }),
    /** The snapshot at once, then the stored draft unless the person changed it meanwhile; follows other pages. */
    async load(fresh: () => Draft, snapshot?: Draft): Promise<() => void> {
      if (snapshot) {
        draft.value = snapshot;
        loaded.value = true;
      }
      const stop = ports.items.draft.watch(adopt);
      const stored = await ports.items.draft.get().catch(() => null);
      if (draft.value === snapshot || !loaded.value) draft.value = stored ?? fresh();
      else adopt(stored);
      loaded.value = true;
      return stop;
    },
    update(change: (draft: Draft) => Draft): void {
      const current = draft.value;
      const next = { ...change(current), updatedAt: Math.max(ports.now(), current.updatedAt + 1) };
      draft.value = next;
      persist(next);
    },
    flushed: () => saving,
  };
}

export type DraftModel = ReturnType<typeof createDraftModel>;
