/**
 * An idea: a whole draft kept in the browser without sending anything, to open in the composer or queue later.
 * Zod-free, so that "Save as idea" brings no schema into the popup's first load (its check: idea-schema.ts).
 */
import type { Draft } from '@/lib/draft/draft';
import type { LinkCard } from '@/lib/draft/link-card';
import { firstLine } from '@/lib/draft/title';

export const TITLE_MAX = 80;

export interface Idea {
  id: string;
  savedAt: number;
  /** What the list shows: the draft's first line of text ('' for an idea with only media). */
  title: string;
  draft: Draft;
  /** The link cards loaded for its links, shown again when it is opened (they live only for a browser session). */
  cards?: LinkCard[];
}

/** The first line with words in it, of the text, a network's own text or a reply, cut to TITLE_MAX characters. */
function titleOf(draft: Draft): string {
  const texts = [draft.title, draft.text, ...(draft.networks?.copies.map((c) => c.text) ?? []), ...draft.replies];
  const line = texts.map(firstLine).find(Boolean) ?? '';
  const chars = [...line];
  return chars.length > TITLE_MAX ? `${chars.slice(0, TITLE_MAX - 1).join('')}…` : line;
}

/** The draft as an idea; one being sent is kept as the person wrote it, not as a send in progress. */
export function ideaOf(draft: Draft, id: string, now: number, cards: readonly LinkCard[] = []): Idea {
  const { outboxId: _sending, ...kept } = draft;
  const texts = [draft.text, ...(draft.networks?.copies.map((c) => c.text) ?? []), ...draft.replies];
  const shown = cards.filter((card) => texts.some((text) => text.includes(card.url)));
  return { id, savedAt: now, title: titleOf(draft), draft: kept, ...(shown.length ? { cards: shown } : {}) };
}
