/**
 * The person's snippets as the composer keeps them: followed from storage for the texts they are added to
 * (lib/draft/networks.ts `sentTextFor`); the list that offers them loads once there are some (snippet-menu-model.ts).
 */
import { signal } from '@preact/signals';
import type { Snippet } from '@/lib/snippets/snippet';
import { readOnly } from '@/lib/signals/read-only';
import type { Item } from './ports';

export function createSnippetsModel(ports: { items: { snippets: Pick<Item<Snippet[]>, 'get' | 'watch'> } }) {
  const list = signal<Snippet[]>([]);
  return {
    ...readOnly({ list }),
    /** Reads the snippets and follows changes from the settings page; returns the unsubscribe. */
    follow(): () => void {
      const show = (snippets: Snippet[]) => void (list.value = snippets);
      void ports.items.snippets.get().then(show, () => undefined);
      return ports.items.snippets.watch(show);
    },
  };
}

export type SnippetsModel = ReturnType<typeof createSnippetsModel>;
