/**
 * A snippet: a named piece of text — a signature, a hashtag group, a call to action — for every network or for
 * chosen ones, kept in the browser. Pages take only its type, so zod stays out of their first load (snippet-list.ts).
 */
import { z } from 'zod/mini';

export const Snippet = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  text: z.string().check(z.minLength(1), z.maxLength(5000)),
  /** Platform types, or every network. */
  networks: z.union([z.literal('all'), z.array(z.string().check(z.minLength(1))).check(z.minLength(1))]),
  /** Appended to every post for its networks when sent (add-to-every.ts). */
  addToEvery: z.boolean(),
  order: z.number(),
});
export type Snippet = z.infer<typeof Snippet>;
