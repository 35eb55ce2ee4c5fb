/**
 * The ideas inbox as the composer sees it: "Save as idea", and the list's "Open in composer" (the open draft kept as
 * an idea first), "Add to queue" through the outbox, and delete with Undo. Nothing here reads or writes the service.
 */
import { computed, signal } from '@preact/signals';
import type { Draft } from '@/lib/draft/draft';
import { hasContent, nextDraft } from '@/lib/draft/next-draft';
import { checkDraft } from '@/lib/draft/validate';
import { FIELDS } from '@/lib/draft/fields';
import { hasThreadPlatform } from '@/lib/service/platforms';
import { sentenceFor, worded } from '@/lib/errors/sentence';
import { ideaOf, type Idea } from '@/lib/ideas/idea';
import { linkCardsItem } from '@/lib/storage/link-cards-item';
import { ideasFile, newestFirst, saveIdea, searchIdeas, type Saved } from '@/lib/ideas/ideas-list';
import { t } from '@/lib/i18n/t';
import { readOnly } from '@/lib/signals/read-only';
import type { Composer } from './composer';
import { describeEntry } from './outbox-text';
import type { ComposerPorts, Item } from './ports';

export type IdeasPorts = Pick<ComposerPorts, 'ask' | 'now' | 'locale'> & { items: { ideas: Item<Idea[]> } };
type Deps = Pick<Composer, 'drafts' | 'queue' | 'twitter' | 'outbox' | 'zone'>;

export function createIdeasModel(ports: IdeasPorts, deps: Deps) {
  const { drafts } = deps;
  const ideas = signal<Idea[]>([]);
  const query = signal('');
  /** What the last action did (polite), and why one did nothing (assertive). */
  const notice = signal('');
  const error = signal('');
  /** The idea just deleted, while its Undo is offered. */
  const deleted = signal<Idea | null>(null);

  const tell = (said: string, wrong = '') => {
    notice.value = said;
    error.value = wrong;
  };

  /** Stores the list `change` makes of the stored one; false (and the reason said) when it was refused or not written. */
  async function write(change: (stored: Idea[]) => Saved): Promise<{ ok: boolean; warning?: string }> {
    try {
      const saved = change(await ports.items.ideas.get());
      if ('refused' in saved) {
        tell('', worded(saved.refused));
        return { ok: false };
      }
      await ports.items.ideas.set(saved.ideas);
      ideas.value = newestFirst(saved.ideas);
      return { ok: true, ...(saved.warning ? { warning: worded(saved.warning) } : {}) };
    } catch {
      tell('', t('ideas_not_saved'));
      return { ok: false };
    }
  }

  const without = (id: string) => (stored: Idea[]) => ({ ideas: stored.filter((idea) => idea.id !== id) });
  // The draft's link cards go with it: they are kept only while the browser runs (storage.session).
  const asIdea = async (draft: Draft) =>
    ideaOf(draft, crypto.randomUUID(), ports.now(), await linkCardsItem.get().catch(() => []));

  return {
    ...readOnly({ query, notice, error, deleted }),
    all: computed(() => ideas.value),
    /** The list as searched, newest first. */
    shown: computed(() => searchIdeas(ideas.value, query.value)),
    search: (words: string) => void (query.value = words),
    /** The view is shown anew: what was said elsewhere (in the composer) is old news there. */
    hush: () => tell(''),
    /** The whole list as a JSON file's text, to download. */
    file: () => ideasFile(ideas.value),
    /** Reads the list and follows it; returns the unsubscribe. */
    follow(): () => void {
      const stop = ports.items.ideas.watch((next) => (ideas.value = newestFirst(next)));
      void ports.items.ideas.get().then(
        (stored) => (ideas.value = newestFirst(stored)),
        () => undefined,
      );
      return stop;
    },

    /** "Save as idea": the draft goes to the ideas, and the composer starts the next one with the same accounts. */
    async saveDraft(): Promise<boolean> {
      const draft = drafts.draft.value;
      if (!hasContent(draft)) return (tell('', t('ideas_nothing_to_save')), false);
      const idea = await asIdea(draft);
      const saved = await write((stored) => saveIdea(stored, idea));
      if (!saved.ok) return false;
      drafts.update((current) => nextDraft(current, [], ports.now()));
      tell([t('ideas_saved'), saved.warning].filter(Boolean).join(' '));
      return true;
    },

    /**
     * The idea becomes the draft and leaves the list; the draft open until now is kept as an idea first, unless it is
     * empty. Refused (the list is full), nothing is replaced.
     */
    async open(idea: Idea): Promise<boolean> {
      const current = drafts.draft.value;
      const keep = hasContent(current) ? await asIdea(current) : null;
      const saved = await write((stored) => {
        const rest = without(idea.id)(stored).ideas;
        return keep ? saveIdea(rest, keep) : { ideas: rest };
      });
      if (!saved.ok) {
        if (keep) error.value = t('ideas_open_refused', error.value);
        return false;
      }
      drafts.update(() => ({ ...idea.draft, when: idea.draft.when ?? current.when }));
      if (idea.cards?.length) {
        const others = (await linkCardsItem.get().catch(() => [])).filter(
          (c) => !idea.cards!.some((k) => k.url === c.url),
        );
        await linkCardsItem.set([...idea.cards, ...others]).catch(() => undefined);
      }
      tell(keep ? t('ideas_opened_kept') : '');
      return true;
    },

    /** "Add to queue" as the composer's does: checked, then handed to the outbox for the first free slot. */
    async queue(idea: Idea): Promise<boolean> {
      const draft = idea.draft;
      const slot = deps.queue.firstFree(draft.accounts.map((a) => a.id));
      if (!slot) return (tell('', t('ideas_queue_no_slot')), false);
      const types = draft.accounts.map((a) => a.type);
      const measure = hasThreadPlatform(types) ? await deps.twitter.ensure().catch(() => null) : null;
      const scheduled: Draft = {
        ...draft,
        when: { mode: 'schedule', date: slot.date, time: slot.time, timeZone: slot.timeZone },
        updatedAt: ports.now(),
      };
      const check = checkDraft(scheduled, {
        now: ports.now(),
        measureTwitter: measure,
        personZone: deps.zone(),
        locale: ports.locale,
      });
      if (!check.posts) {
        const problems = FIELDS.flatMap((f) => check.problems[f] ?? []).join(' ');
        return (tell('', t('ideas_queue_problems', problems)), false);
      }
      try {
        const common = { draft: { ...scheduled, when: { ...scheduled.when!, mode: 'queue' as const } }, queue: true };
        const entries =
          check.posts.length > 1
            ? (await ports.ask('outbox.sendGroup', { posts: check.posts, ...common })).entries
            : [(await ports.ask('outbox.send', { post: check.posts[0]!, ...common })).entry];
        entries.forEach(deps.outbox.put);
        await write(without(idea.id));
        tell(describeEntry(entries[0]!, deps.zone(), ports.locale).text);
        return true;
      } catch (err) {
        tell('', t('ideas_queue_failed', sentenceFor(err, { operation: 'createPost' })));
        return false;
      }
    },

    async remove(idea: Idea): Promise<void> {
      if ((await write(without(idea.id))).ok) {
        deleted.value = idea;
        tell(t('ideas_deleted'));
      }
    },

    async undoRemove(): Promise<void> {
      const idea = deleted.value;
      if (!idea) return;
      deleted.value = null;
      if ((await write((stored) => saveIdea(stored, idea))).ok) tell(t('ideas_restored'));
    },

    /** Ideas from a JSON file the person chose: the background checks it and adds them all, or none. */
    async importFile(file: string): Promise<void> {
      try {
        const { count, warning } = await ports.ask('ideas.import', { file });
        tell([t('ideas_imported', count), warning ? worded(warning) : ''].filter(Boolean).join(' '));
      } catch (err) {
        tell('', sentenceFor(err, { operation: 'listAccounts' })); // a sentence of ours: no service operation
      }
    },
  };
}

export type IdeasModel = ReturnType<typeof createIdeasModel>;
