/**
 * The draft as a signal, saved on every change (docs/design.md §3.2) and kept in step with other pages that write it.
 * A stored draft newer than ours replaces ours; our own writes coming back are ignored, so no keystroke is undone.
 */
import { computed, signal } from '@preact/signals';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { t } from '@/lib/i18n/t';
import type { ComposerPorts, Item } from './ports';
import { readOnly } from '@/lib/signals/read-only';

export function createDraftModel(ports: Pick<ComposerPorts, 'now'> & { items: { draft: Item<Draft | null> } }) {
  const draft = signal<Draft>(emptyDraft());
  const loaded = signal(false);
  /** A sentence when saving failed (storage full, extension reloaded): what was typed is still on screen. */
  const saveError = signal('');
  let saving: Promise<void> = Promise.resolve();

  function persist(value: Draft): void {
    // Written at once, not after the previous write: a page closed right after fast typing would otherwise
    // drop the writes still waiting their turn (fault-injection.spec.ts lost the last keystrokes so). The
    // storage area applies one page's writes in the order they were made.
    const write = ports.items.draft.set(value);
    write.catch(() => undefined); // reported below, in turn; not an unhandled rejection meanwhile
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
    /**
     * Shows `kept` at once (the page's snapshot, lib/storage/snapshot.ts), then reads the stored draft (or starts one
     * from `fresh`) and follows changes from elsewhere; returns the unsubscribe. The stored draft replaces the kept
     * one unless the person has changed it meanwhile: then theirs, the newer, stays (as between two pages).
     */
    async load(fresh: () => Draft, kept?: Draft): Promise<() => void> {
      if (kept) {
        draft.value = kept;
        loaded.value = true;
      }
      const stop = ports.items.draft.watch(adopt);
      const stored = await ports.items.draft.get().catch(() => null);
      if (draft.value === kept || !loaded.value) draft.value = stored ?? fresh();
      else adopt(stored);
      loaded.value = true;
      return stop;
    },
    /** Applies a change and saves it; every edit goes through here. */
    update(change: (draft: Draft) => Draft): void {
      const current = draft.value;
      const next = { ...change(current), updatedAt: Math.max(ports.now(), current.updatedAt + 1) };
      draft.value = next;
      persist(next);
    },
    /** Resolves once every change so far is in storage (before handing the draft to the outbox). */
    flushed: () => saving,
  };
}

export type DraftModel = ReturnType<typeof createDraftModel>;
