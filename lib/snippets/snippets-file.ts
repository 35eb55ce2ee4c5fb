/**
 * Snippets exported as a JSON file and read back. A file is outside data: parsed whole, refused whole with a
 * sentence when it is not one of ours; what it brings replaces the snippets with the same id and joins the rest.
 */
import { z } from 'zod/mini';
import type { Said } from '@/lib/errors/data';
import { say } from '@/lib/errors/quickpost-error';
import { Snippet } from './snippet';
import { byOrder } from './snippet-list';

const SnippetsFile = z.object({ quickpost: z.literal('snippets'), version: z.literal(1), snippets: z.array(Snippet) });

export const snippetsFile = (snippets: readonly Snippet[]): string =>
  JSON.stringify({ quickpost: 'snippets', version: 1, snippets: byOrder(snippets) }, null, 2);

/** The snippets after reading `file` into `kept`, in order (renumbered); or why nothing was read. */
export function importSnippets(kept: readonly Snippet[], file: string): { snippets: Snippet[] } | { refused: Said } {
  let parsed;
  try {
    parsed = SnippetsFile.safeParse(JSON.parse(file));
  } catch {
    parsed = null;
  }
  if (!parsed?.success) return { refused: say('snippets_file_refused') };
  const incoming = new Map(parsed.data.snippets.map((s) => [s.id, s]));
  const merged = [
    ...byOrder(kept).map((s) => incoming.get(s.id) ?? s),
    ...byOrder([...incoming.values()]).filter((s) => !kept.some((k) => k.id === s.id)),
  ];
  return { snippets: merged.map((s, order) => ({ ...s, order })) };
}
