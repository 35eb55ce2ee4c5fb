/**
 * The ideas list: newest first, searched by the words in it, and at most IDEAS_LIMIT long — told before, and the
 * idea past it refused with a sentence rather than anything dropped.
 */
import type { Said } from '@/lib/errors/data';
import { say } from '@/lib/errors/quickpost-error';
import type { Idea } from './idea';

export const IDEAS_LIMIT = 500;
/** From this many on, each save says how close the limit is. */
export const IDEAS_WARN_FROM = 450;

export type Saved = { ideas: Idea[]; warning?: Said } | { refused: Said };

export const newestFirst = (ideas: readonly Idea[]): Idea[] => [...ideas].sort((a, b) => b.savedAt - a.savedAt);

/** The list as its JSON file, newest first (read back by ideas-file.ts). */
export const ideasFile = (ideas: readonly Idea[]): string =>
  JSON.stringify({ quickpost: 'ideas', version: 1, ideas: newestFirst(ideas) }, null, 2);

/** The ideas that hold every word of `query` (any case, in the title, the texts or the replies), newest first. */
export function searchIdeas(ideas: readonly Idea[], query: string): Idea[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const haystack = ({ title, draft }: Idea) =>
    [title, draft.text, ...draft.replies, ...(draft.networks?.copies.map((c) => c.text) ?? [])]
      .join('\n')
      .toLocaleLowerCase();
  return newestFirst(ideas.filter((idea) => words.every((w) => haystack(idea).includes(w))));
}

/**
 * The list with `incoming` in it (one with a known id replaces it), and the warning near the limit; `refuse` says
 * why when it would hold more than IDEAS_LIMIT.
 */
export function withIdeas(ideas: readonly Idea[], incoming: readonly Idea[], refuse: (total: number) => Said): Saved {
  const fresh = new Map(incoming.map((idea) => [idea.id, idea]));
  const next = [...ideas.filter((idea) => !fresh.has(idea.id)), ...fresh.values()];
  if (next.length > IDEAS_LIMIT && next.length > ideas.length) return { refused: refuse(next.length) };
  return next.length >= IDEAS_WARN_FROM
    ? { ideas: next, warning: say('ideas_nearly_full', next.length, IDEAS_LIMIT) }
    : { ideas: next };
}

export const saveIdea = (ideas: readonly Idea[], idea: Idea): Saved =>
  withIdeas(ideas, [idea], () => say('ideas_full', IDEAS_LIMIT));
