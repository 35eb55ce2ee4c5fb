/**
 * The outbox as the composer sees it (the background writes it; pages only read and ask). A refused post comes back
 * into the composer with its sentence beside the field (docs/design.md §3.4) — only when the composer is empty, so
 * nothing being written is overwritten.
 */
import { computed, effect, signal } from '@preact/signals';
import { hasContent } from '@/lib/draft/next-draft';
import type { OutboxEntry, OutboxFailure } from '@/lib/storage/outbox-entry';
import type { DraftModel } from './draft-model';
import { describeEntry, type EntryText } from './outbox-text';
import { groupReturn } from './group-return';
import type { ComposerPorts } from './ports';
import { failureSentence, sentenceFor } from '@/lib/errors/sentence';
import { readOnly } from '@/lib/signals/read-only';

export interface Notice extends EntryText {
  entry: OutboxEntry;
}

/** A refusal back in the composer, with the text of the post it refused (to say which one). */
export interface ShownFailure extends OutboxFailure {
  /** The refusal worded in the person's language and time zone, when it came back. */
  sentence: string;
  content: string;
  /** A group customised per network: the platforms whose post went out (only the rest came back). */
  wentOut?: string[];
}

/**
 * A group comes back once each of its posts is sent or refused: a post still on its way is not taken back. (Not
 * outbox-entry.ts's `isFinal`: importing a value from there would bring its schemas into the popup's first load.)
 */
const settled = (entry: OutboxEntry, all: readonly OutboxEntry[]) =>
  !entry.group || all.every((e) => e.group !== entry.group || e.state === 'sent' || e.state === 'failed');

export function createOutboxModel(
  ports: Pick<ComposerPorts, 'ask' | 'locale'> & { items: Pick<ComposerPorts['items'], 'outbox'> },
  drafts: DraftModel,
  personZone: () => string,
) {
  const entries = signal<OutboxEntry[]>([]);
  /** The refusal of the post now back in the composer; cleared by the next send. */
  const failure = signal<ShownFailure | null>(null);
  const error = signal('');
  /** The outcome of the last Undo, for the send bar to say. */
  const undone = signal<'done' | 'too-late' | null>(null);

  /**
   * What still needs the person: posts waiting or being retried, refusals not yet back in the composer. A post
   * sent is no card: its success is a passing notice (send-model.ts) and the posts list keeps the history.
   */
  const notices = computed<Notice[]>(() => {
    return entries.value
      .filter((entry) => entry.state !== 'sent')
      .reverse()
      .map((entry) => ({ entry, ...describeEntry(entry, personZone(), ports.locale) }));
  });

  async function remove(id: string): Promise<boolean> {
    error.value = '';
    try {
      entries.value = (await ports.ask('outbox.remove', { id })).entries;
      return true;
    } catch (err) {
      error.value = sentenceFor(err, { operation: 'createPost' });
      return false;
    }
  }

  const restoring = new Set<string>();

  /**
   * Puts a post back into an empty composer, with its refusal. Of a group, every refused post comes back at once, with
   * their accounts only: sending again retries the rest, never one that went out (docs/design.md §3.7). The posts are
   * taken out of the outbox by `remove` (a refused or queued post), or by `takeOut` — Undo's own request for a held
   * one, which takes its whole group back at once.
   */
  async function restore(entry: OutboxEntry, takeOut?: (id: string) => Promise<boolean>): Promise<void> {
    if (!entry.draft || hasContent(drafts.draft.value) || restoring.has(entry.id)) return;
    restoring.add(entry.id);
    try {
      const { back, draft, wentOut } = entry.group
        ? groupReturn({ ...entry, draft: entry.draft }, entries.value)
        : { back: [entry], draft: entry.draft, wentOut: [] };
      // The draft first, stored, then the posts out of the outbox: a page closed between the two leaves the text in
      // both places (the composer's draft is what shows next), never in neither.
      const before = drafts.draft.value;
      drafts.update(() => ({ ...draft, outboxId: undefined }));
      await drafts.flushed();
      let out = 0;
      if (takeOut) out = (await takeOut(entry.id)) ? back.length : 0;
      else
        for (const one of back)
          if (await remove(one.id)) out++;
          else break;
      // Undo too late (the post went out): the composer as it was. A removal the background did not answer leaves
      // the text in the composer, and the refused post in the outbox until it does.
      if (takeOut && out === 0) drafts.update(() => before);
      if (out < back.length) return;
      const refusal = entry.error;
      failure.value = refusal
        ? {
            ...refusal,
            sentence: failureSentence(refusal, { timeZone: personZone(), locale: ports.locale }),
            content: entry.post.content,
            ...(wentOut.length ? { wentOut } : {}),
          }
        : null;
    } finally {
      restoring.delete(entry.id);
    }
  }

  /** Undo's request: the background takes the post back only while it is held, never once its request left. */
  async function undoOut(id: string): Promise<boolean> {
    error.value = '';
    undone.value = null;
    try {
      const { entry } = await ports.ask('outbox.undo', { id });
      undone.value = entry ? 'done' : 'too-late';
      if (entry)
        entries.value = entries.value.filter(
          (e) => e.id !== id && (entry.group === undefined || e.group !== entry.group),
        );
      return entry !== null;
    } catch (err) {
      error.value = sentenceFor(err, { operation: 'createPost' });
      return false;
    }
  }

  return {
    entries: computed(() => entries.value),
    notices,
    ...readOnly({ failure, error, undone }),
    dismiss: remove,
    /** A send is under way: the last refusal no longer stands next to its field, the last Undo is old news. */
    clearFailure(): void {
      failure.value = null;
      undone.value = null;
    },
    /** The outbox's answer to a send: shown at once, before the storage watch brings it. */
    put(entry: OutboxEntry): void {
      entries.value = [...entries.value.filter((e) => e.id !== entry.id), entry];
    },
    restore,
    /** Stops the retries of a post the service answered 5xx; it then comes back into the composer (when empty). */
    async cancelRetry(entry: OutboxEntry): Promise<void> {
      error.value = '';
      try {
        await ports.ask('outbox.cancelRetry', { id: entry.id });
      } catch (err) {
        error.value = sentenceFor(err, { operation: 'createPost' });
      }
    },
    /** Takes a queued post back into the composer (only when the composer is empty: nothing typed is overwritten). */
    async cancelAndEdit(entry: OutboxEntry): Promise<void> {
      if (hasContent(drafts.draft.value)) return;
      await restore({ ...entry, error: undefined });
    },
    /**
     * Undo (docs/design.md §3.7): takes a post still waiting for its Undo wait back into the composer — only when
     * the composer is empty, as "Cancel and edit" (nothing typed is overwritten).
     */
    async undo(entry: OutboxEntry): Promise<void> {
      if (hasContent(drafts.draft.value)) return;
      await restore({ ...entry, error: undefined }, undoOut);
    },
    /** Reads the outbox (which also sends what is due), follows its changes, and brings refused posts back. */
    follow(): () => void {
      const stop = ports.items.outbox.watch((next) => (entries.value = next));
      void ports.ask('outbox.status', {}).then(
        (answer) => (entries.value = answer.entries),
        () => undefined, // the storage watch still shows what the background does
      );
      const stopRestore = effect(() => {
        const refused = entries.value.find((e) => e.state === 'failed' && e.draft && settled(e, entries.value));
        if (refused && drafts.loaded.value && !hasContent(drafts.draft.value)) void restore(refused);
      });
      return () => {
        stop();
        stopRestore();
      };
    },
  };
}

export type OutboxModel = ReturnType<typeof createOutboxModel>;
