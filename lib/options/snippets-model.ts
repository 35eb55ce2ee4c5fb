/**
 * Settings → "Snippets": one editor at a time that keeps what is typed until saved or cancelled, and the JSON file,
 * whose schema is a static import (this page loads zod for its form; a lazy import moved Vite's preload helper into
 * the chunk the popup shares). The page writes the item itself, as the composer writes its draft.
 */
import { computed, signal } from '@preact/signals';
import { t } from '@/lib/i18n/t';
import { worded } from '@/lib/errors/sentence';
import type { Snippet } from '@/lib/snippets/snippet';
import { byOrder } from '@/lib/snippets/snippet-list';
import { movedSnippet, withSnippet, withoutSnippet } from '@/lib/snippets/snippet-edits';
import { readOnly } from '@/lib/signals/read-only';
import { importSnippets, snippetsFile } from '@/lib/snippets/snippets-file';

export interface SnippetsDeps {
  stored: {
    get(): Promise<Snippet[]>;
    set(value: Snippet[]): Promise<void>;
    watch(callback: (value: Snippet[]) => void): () => void;
  };
  newId: () => string;
}

/** What the editor holds: a snippet as typed, not yet checked. */
export type SnippetDraft = Omit<Snippet, 'order'>;
type Problem = 'name' | 'text' | 'networks';

const NAME_MAX = 60;
const TEXT_MAX = 5000;

function problemsOf(draft: SnippetDraft): Partial<Record<Problem, string>> {
  const name = draft.name.trim();
  return {
    ...(!name ? { name: t('snippets_name_missing') } : {}),
    ...(name.length > NAME_MAX ? { name: t('snippets_name_long', NAME_MAX) } : {}),
    ...(!draft.text.trim() ? { text: t('snippets_text_missing') } : {}),
    ...(draft.text.length > TEXT_MAX ? { text: t('snippets_text_long', TEXT_MAX) } : {}),
    ...(draft.networks !== 'all' && !draft.networks.length ? { networks: t('snippets_networks_missing') } : {}),
  };
}

export function createSnippetsModel(deps: SnippetsDeps) {
  const list = signal<Snippet[]>([]);
  const editing = signal<SnippetDraft | null>(null);
  /** Problems are shown once Save was pressed, then as they are fixed. */
  const tried = signal(false);
  const status = signal('');
  const alert = signal('');
  /** The list before the last delete, for Undo. */
  const beforeDelete = signal<Snippet[] | null>(null);

  const write = async (next: Snippet[], said: string): Promise<boolean> => {
    try {
      await deps.stored.set(next);
      list.value = next;
      status.value = said;
      alert.value = '';
      beforeDelete.value = null;
      return true;
    } catch {
      alert.value = t('snippets_save_failed');
      return false;
    }
  };

  return {
    ...readOnly({ editing, status, alert }),
    list: computed(() => byOrder(list.value)),
    problems: computed(() => (tried.value && editing.value ? problemsOf(editing.value) : {})),
    canUndo: computed(() => beforeDelete.value !== null),
    /** Reads the list and follows it (another settings page, an import); returns the unsubscribe. */
    async load(): Promise<() => void> {
      const stop = deps.stored.watch((value) => void (list.value = value));
      list.value = await deps.stored.get().catch(() => list.value);
      return stop;
    },
    add(): void {
      editing.value = { id: deps.newId(), name: '', text: '', networks: 'all', addToEvery: false };
      tried.value = false;
    },
    edit(id: string): void {
      const found = list.value.find((s) => s.id === id);
      if (!found) return;
      const { order: _, ...draft } = found;
      editing.value = draft;
      tried.value = false;
    },
    change(patch: Partial<SnippetDraft>): void {
      if (editing.value) editing.value = { ...editing.value, ...patch };
    },
    /** Checks and keeps the snippet being edited; with a problem, the editor stays as typed. */
    async save(): Promise<boolean> {
      const draft = editing.value;
      if (!draft) return false;
      tried.value = true;
      if (Object.keys(problemsOf(draft)).length) return false;
      const kept = list.value.find((s) => s.id === draft.id);
      const snippet = { ...draft, name: draft.name.trim(), order: kept?.order ?? Number.MAX_SAFE_INTEGER };
      if (!(await write(withSnippet(list.value, snippet), t('snippets_saved', snippet.name)))) return false;
      editing.value = null;
      return true;
    },
    cancel(): void {
      editing.value = null;
    },
    async move(id: string, step: -1 | 1): Promise<void> {
      const name = list.value.find((s) => s.id === id)?.name ?? '';
      const next = movedSnippet(list.value, id, step);
      const at = next.findIndex((s) => s.id === id);
      await write(next, t('snippets_moved', name, at + 1, next.length));
    },
    async remove(id: string): Promise<void> {
      const before = list.value;
      const name = before.find((s) => s.id === id)?.name ?? '';
      if (await write(withoutSnippet(before, id), t('snippets_deleted', name))) beforeDelete.value = before;
      if (editing.value?.id === id) editing.value = null;
    },
    async undo(): Promise<void> {
      const before = beforeDelete.value;
      if (before && (await write(before, t('snippets_restored')))) beforeDelete.value = null;
    },
    /** The list as a JSON file's text. */
    async exportFile(): Promise<string> {
      return snippetsFile(list.value);
    },
    /** Reads a file into the list: all of it, or nothing with the reason. */
    async importFile(text: string): Promise<void> {
      const read = importSnippets(list.value, text);
      if ('refused' in read) {
        alert.value = worded(read.refused);
        status.value = '';
        return;
      }
      await write(read.snippets, t('snippets_imported', read.snippets.length));
    },
  };
}

export type SnippetsModel = ReturnType<typeof createSnippetsModel>;
