// An idea as stored and as its JSON file holds it, checked with the composer's own draft schema, so a damaged idea
// falls back field by field as a draft does. The background and a file's import parse with it; pages never load it.
import { z } from 'zod/mini';
import { Draft } from '@/lib/draft/draft';
import { LinkCard } from '@/lib/draft/link-card';
import { TITLE_MAX, type Idea as IdeaType } from './idea';

export const Idea = z.object({
  id: z.string().check(z.minLength(1)),
  savedAt: z.number(),
  title: z.string().check(z.maxLength(TITLE_MAX)),
  draft: Draft,
  cards: z.optional(z.array(LinkCard)),
}) satisfies z.ZodMiniType<IdeaType, unknown>;
export type Idea = IdeaType;
