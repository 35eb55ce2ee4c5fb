/**
 * An ideas file read back (written by ideas-list.ts `ideasFile`). A file is outside data: parsed whole by the background,
 * refused whole with a sentence when it is not one of ours or would take the list past its limit.
 */
import { z } from 'zod/mini';
import { say } from '@/lib/errors/quickpost-error';
import { Idea } from './idea-schema';
import { IDEAS_LIMIT, withIdeas, type Saved } from './ideas-list';

const IdeasFile = z.object({ quickpost: z.literal('ideas'), version: z.literal(1), ideas: z.array(Idea) });

export function importIdeas(kept: readonly Idea[], file: string): Saved {
  let parsed;
  try {
    parsed = IdeasFile.safeParse(JSON.parse(file));
  } catch {
    parsed = null;
  }
  if (!parsed?.success) return { refused: say('ideas_file_refused') };
  return withIdeas(kept, parsed.data.ideas, (total) => say('ideas_import_too_many', total, IDEAS_LIMIT));
}
