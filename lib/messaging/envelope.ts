/**
 * The wire format of every message between Quickpost's pages and its background (docs/style.md: one contract,
 * every message with one `data` object). Answers carry either data or a serialized error, so a failure in the
 * background reaches the page as the same typed error (lib/errors/data.ts).
 */
import { z } from 'zod/mini';

export const MESSAGE_TAG = 'quickpost/1';

export const RequestEnvelope = z.object({ tag: z.literal(MESSAGE_TAG), type: z.string(), data: z.unknown() });
export type RequestEnvelope = z.infer<typeof RequestEnvelope>;

export const AnswerEnvelope = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.unknown() }),
]);
export type AnswerEnvelope = z.infer<typeof AnswerEnvelope>;
