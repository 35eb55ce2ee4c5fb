/**
 * An idea: a whole draft kept in the browser without sending anything, to open in the composer or queue later.
 * Its draft is the composer's own schema, so a damaged idea falls back field by field as a draft does.
 */
import { z } from 'zod/mini';
import { Draft } from '@/lib/draft/draft';
import { firstLine } from '@/lib/draft/title';

const TITLE_MAX = 80;

export const Idea = z.object({
  id: z.string().check(z.minLength(1)),
  savedAt: z.number(),
  /** What the list shows: the draft's first line of text ('' for an idea with only media). */
  title: z.string().check(z.maxLength(TITLE_MAX)),
  draft: Draft,
});
export type Idea = z.infer<typeof Idea>;

/** The first line with words in it, of the text, a network's own text or a reply, cut to TITLE_MAX characters. */
function titleOf(draft: Draft): string {
  const texts = [draft.title, draft.text, ...(draft.networks?.copies.map((c) => c.text) ?? []), ...draft.replies];
  const line = texts.map(firstLine).find(Boolean) ?? '';
  const chars = [...line];
  return chars.length > TITLE_MAX ? `${chars.slice(0, TITLE_MAX - 1).join('')}…` : line;
}

/** The draft as an idea; one being sent is kept as the person wrote it, not as a send in progress. */
export function ideaOf(draft: Draft, id: string, now: number): Idea {
  const { outboxId: _sending, ...kept } = draft;
  return { id, savedAt: now, title: titleOf(draft), draft: kept };
}
