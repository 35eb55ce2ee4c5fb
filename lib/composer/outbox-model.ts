/** The outbox as the composer sees it: the background writes it; a refused post comes back into an empty composer. */
import { computed, effect, signal } from '@preact/signals';
import type { Draft } from '@/lib/draft/draft';
import { hasContent } from '@/lib/draft/next-draft';
import { failureSentence, sentenceFor } from '@/lib/errors/sentence';
import { platformLabel } from '@/lib/service/platforms';
import { readOnly } from '@/lib/signals/read-only';
import type { OutboxEntry, OutboxFailure } from '@/lib/storage/outbox-entry';
import type { DraftModel } from './draft-model';
import { describeEntry, type EntryText } from './outbox-text';
import type { ComposerPorts } from './ports';

export interface Notice extends EntryText {
  entry: OutboxEntry;
}

/** A refusal back in the composer, worded when it came back, with the text of the post it refused. */
export interface ShownFailure extends OutboxFailure {
  sentence: string;
  content: string;
  /** Of a group customised per network: the platforms whose post went out (only the rest came back). */
  wentOut?: string[];
}

/** Of a group, the refused posts come back with their accounts only: sending again never repeats one that went out. */
export function groupReturn(entry: OutboxEntry & { draft: Draft }, all: readonly OutboxEntry[]) {
  const group = all.filter((e) => e.group === entry.group);
  const back = group.filter((e) => e.state === entry.state);
  const ids = new Set(back.flatMap((e) => e.post.accounts.map((a) => a.id)));
  const wentOut = group
    .filter((e) => e.state === 'sent')
    .flatMap((e) => e.post.accounts.map((a) => platformLabel(a.type)));
  return {
    back,
    draft: { ...entry.draft, accounts: entry.draft.accounts.filter((a) => ids.has(a.id)) },
    wentOut: [...new Set(wentOut)],
  };
}

/** A group comes back once each of its posts is sent or refused. */
const settled = (entry: OutboxEntry, all: readonly OutboxEntry[]) =>
  !entry.group || all.every((e) => e.group !== entry.group || e.state === 'sent' || e.state === 'failed');

export function createOutboxModel(
  ports: Pick<ComposerPorts, 'ask' | 'locale'> & { items: Pick<ComposerPorts['items'], 'outbox'> },
  drafts: DraftModel,
  personZone: () => string,
) {
  const entries = signal<OutboxEntry[]>([]);
  const failure = signal<ShownFailure | null>(null);
  const error = signal('');
  const undone = signal<'done' | 'too-late' | null>(null);
  const restoring = new Set<string>();

  async function tried<T>(work: () => Promise<T>, otherwise: T): Promise<T> {
    error.value = '';
    try {
      return await work();
    } catch (err) {
      error.value = sentenceFor(err, { operation: 'createPost' });
      return otherwise;
    }
  }

  const remove = (id: string) =>
    tried(async () => {
      entries.value = (await ports.ask('outbox.remove', { id })).entries;
      return true;
    }, false);

  /** Undo: the background takes the post back only while it waits for Undo, never once its request left. */
  const undoOut = (id: string) =>
    tried(async () => {
      undone.value = null;
      const { entry } = await ports.ask('outbox.undo', { id });
      undone.value = entry ? 'done' : 'too-late';
      if (entry) entries.value = entries.value.filter((e) => e.id !== id && (!entry.group || e.group !== entry.group));
      return entry !== null;
    }, false);

  /**
   * Puts a post (of a group: every refused one) back into an empty composer, with its refusal. The draft is stored
   * first, then the posts taken out of the outbox — by `remove`, or by Undo's `takeOut` for a whole group at once — so
   * a page closed between the two leaves the text in both places, never in neither.
   */
  async function restore(entry: OutboxEntry, takeOut?: (id: string) => Promise<boolean>): Promise<void> {
    if (!entry.draft || hasContent(drafts.draft.value) || restoring.has(entry.id)) return;
    restoring.add(entry.id);
    try {
      const { back, draft, wentOut } = entry.group
        ? groupReturn({ ...entry, draft: entry.draft }, entries.value)
        : { back: [entry], draft: entry.draft, wentOut: [] };
      const before = drafts.draft.value;
      drafts.update(() => ({ ...draft, outboxId: undefined }));
      await drafts.flushed();
      let out = 0;
      if (takeOut) out = (await takeOut(entry.id)) ? back.length : 0;
      else while (out < back.length && (await remove(back[out]!.id))) out++;
      // Undo too late (the post went out): the composer as it was.
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

  return {
    ...readOnly({ entries, failure, error, undone }),
    /** What still needs the person: a post sent is no card, its success is a passing notice (send-model.ts). */
    notices: computed<Notice[]>(() =>
      entries.value
        .filter((entry) => entry.state !== 'sent')
        .reverse()
        .map((entry) => ({ entry, ...describeEntry(entry, personZone(), ports.locale) })),
    ),
    dismiss: remove,
    clearFailure(): void {
      failure.value = null;
      undone.value = null;
    },
    /** The outbox's answer to a send: shown at once, before the storage watch brings it. */
    put: (entry: OutboxEntry) => void (entries.value = [...entries.value.filter((e) => e.id !== entry.id), entry]),
    cancelRetry: (entry: OutboxEntry) => tried(() => ports.ask('outbox.cancelRetry', { id: entry.id }), undefined),
    cancelAndEdit: (entry: OutboxEntry) => restore({ ...entry, error: undefined }),
    undo: (entry: OutboxEntry) => restore({ ...entry, error: undefined }, undoOut),
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
