/**
 * Every request a Quickpost page can make of the background, with the zod schemas of its data and its answer.
 * Both sides validate: the page before sending and on receipt, the background on receipt and before answering.
 */
import { z } from 'zod';

export const protocol = {
  /** Is the background alive, and which service does it talk to? */
  ping: { request: z.object({}), answer: z.object({ apiUrl: z.string() }) },
} satisfies Record<string, { request: z.ZodType; answer: z.ZodType }>;

export type Protocol = typeof protocol;
export type RequestType = keyof Protocol;
export type RequestData<T extends RequestType> = z.input<Protocol[T]['request']>;
export type AnswerData<T extends RequestType> = z.output<Protocol[T]['answer']>;
