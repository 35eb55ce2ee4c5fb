/**
 * Errors cross extension contexts as plain JSON, since structured clone and messaging drop the class: serialize,
 * revive with the kind's schema, and guards that recognise a kind by name whether or not it was revived (after ky).
 */
import { z } from 'zod/mini';
import { ApiHttpError, ApiNetworkError, ApiSchemaError, ApiTimeoutError, BudgetExhaustedError } from './api-errors';
import { guardOf, KindError, type ErrorKind, type Say } from './kind';
import { kindOf, type ApiError } from './registry';

export type { ApiError } from './registry';

/** Any other thrown value, reduced to what can be shown. */
const SerializedOtherError = z.object({ name: z.string(), message: z.string() });
export type SerializedError = z.infer<typeof SerializedOtherError> & Record<string, unknown>;

/** A plain, JSON-safe copy of any thrown value (our kinds keep every field; others keep name and message). */
export function serializeError(err: unknown): SerializedError {
  // JSON round trip drops `undefined` fields, as messaging would. A kind still in its plain form stays as it is.
  if (err instanceof KindError || (!(err instanceof Error) && kindOf(err))) return JSON.parse(JSON.stringify(err));
  if (err instanceof Error) return { name: err.name, message: err.message };
  return { name: 'Error', message: typeof err === 'string' ? err : 'Unknown error' };
}

/** A message as data (kind.ts `Say`): a catalog key, which the page looks up, never text it shows as it came. */
const WireSay = z.object({
  key: z.string().check(z.regex(/^\w{1,80}$/)),
  args: z.array(z.union([z.string(), z.number()])).check(z.maxLength(5)),
});

/** The wire form of a kind: its fields, its name, a message and the message as data. */
const wireSchema = (Kind: ErrorKind) =>
  z.object({ ...Kind.fields.shape, name: z.literal(Kind.kind), message: z.string(), say: z.optional(WireSay) });

/** Rebuilds the error class from its serialized form; anything unrecognised becomes a plain Error. */
export function reviveError(data: unknown): Error {
  const Kind = kindOf(data);
  const parsed = Kind && wireSchema(Kind).safeParse(data);
  if (Kind && parsed?.success) {
    const error = Kind.fromJSON(parsed.data as { message: string });
    if (parsed.data.say && error instanceof KindError) error.say = parsed.data.say as Say;
    return error;
  }
  const other = SerializedOtherError.safeParse(data);
  const err = new Error(other.success ? other.data.message : 'Unknown error');
  if (other.success) err.name = other.data.name;
  return err;
}

export const isApiHttpError = guardOf(ApiHttpError);
export const isApiNetworkError = guardOf(ApiNetworkError);
export const isApiTimeoutError = guardOf(ApiTimeoutError);
export const isApiSchemaError = guardOf(ApiSchemaError);
export const isBudgetExhaustedError = guardOf(BudgetExhaustedError);

/** A failure of the service or of its client (the kinds with the 'service' sentence rule). */
export function isApiError(e: unknown): e is ApiError {
  return kindOf(e)?.sentence === 'service';
}

/** True when a write may have taken effect although no answer arrived: check before sending it again. */
export function outcomeUnknown(e: unknown): boolean {
  return (isApiNetworkError(e) || isApiTimeoutError(e)) && e.outcome === 'unknown';
}
