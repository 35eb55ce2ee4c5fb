/**
 * Errors cross extension contexts and storage as plain data, since structured clone and messaging drop the class:
 * each kind's name, message and fields; anything else its name and message. Parsed where it enters.
 */
import { z } from 'zod/mini';
import { OPERATIONS, type Bucket, type Operation } from '../service/operations';

const operation = z.enum(OPERATIONS as [Operation, ...Operation[]]);
const outcome = z.enum(['not-sent', 'unknown']);
const retry = z.enum(['never', 'after-window', 'backoff', 'when-online', 'after-state-change', 'new-credential']);

/** What the caller may do next (docs/service-interface.md, Errors → Retry guidance; docs/design.md §3.4). */
export type RetryAdvice = z.infer<typeof retry>;

const data = <N extends string, S extends z.core.$ZodLooseShape>(name: N, shape: S) =>
  z.object({ name: z.literal(name), message: z.string(), ...shape });

export const ApiHttpErrorData = data('ApiHttpError', {
  operation,
  status: z.number(),
  code: z.optional(z.number()),
  /** What the service said: the body's `message` (or `error`), else the status text. */
  serviceMessage: z.string(),
  body: z.string(),
  retry,
  /** For 429: when the bucket has room again (epoch ms). */
  retryAt: z.optional(z.number()),
  /** What explains the answer (a 403 on create post: were there attachments?). */
  context: z.optional(z.object({ attachments: z.optional(z.number()) })),
});

export const ApiNetworkErrorData = data('ApiNetworkError', { operation, causeMessage: z.string(), outcome });

export const ApiTimeoutErrorData = data('ApiTimeoutError', { operation, timeoutMs: z.number(), outcome });

export const ApiSchemaErrorData = data('ApiSchemaError', {
  operation,
  /** 2xx: for a write, the change was made (do not send it again). */
  status: z.number(),
  body: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});

export const BudgetExhaustedErrorData = data('BudgetExhaustedError', {
  bucket: z.enum(['read', 'write'] satisfies [Bucket, Bucket]),
  retryAt: z.number(),
  /** Only the reserve is left, which background work may not spend. */
  reserveOnly: z.boolean(),
});

/** A sentence as data: the key is looked up in the catalog, never shown as it came. */
export const Said = z.object({
  key: z.string().check(z.regex(/^\w{1,80}$/)),
  args: z.array(z.union([z.string(), z.number()])).check(z.maxLength(5)),
});
export type Said = z.infer<typeof Said>;
export const QuickpostErrorData = z.object({ name: z.literal('QuickpostError'), message: z.string(), ...Said.shape });

export type ApiHttpErrorData = z.infer<typeof ApiHttpErrorData>;
export type ApiNetworkErrorData = z.infer<typeof ApiNetworkErrorData>;
export type ApiTimeoutErrorData = z.infer<typeof ApiTimeoutErrorData>;
export type ApiSchemaErrorData = z.infer<typeof ApiSchemaErrorData>;
export type BudgetExhaustedErrorData = z.infer<typeof BudgetExhaustedErrorData>;
export type QuickpostErrorData = z.infer<typeof QuickpostErrorData>;

const KINDS = [
  ApiHttpErrorData,
  ApiNetworkErrorData,
  ApiTimeoutErrorData,
  ApiSchemaErrorData,
  BudgetExhaustedErrorData,
  QuickpostErrorData,
] as const;
const KnownErrorData = z.union(KINDS);
const NAMES: readonly string[] = KINDS.map((Kind) => Kind.shape.name.def.values[0]!);

/** A known kind's name with fields that do not fit is refused, never taken as another error. */
const OtherErrorData = z.object({
  name: z.string().check(z.refine((name) => !NAMES.includes(name))),
  message: z.string(),
});

export const ErrorData = z.union([KnownErrorData, OtherErrorData]);
export type ErrorData = z.infer<typeof ErrorData>;

/** A JSON-safe copy of any thrown value: our kinds keep every field, others their name and message. */
export function serializeError(err: unknown): ErrorData {
  // The JSON round trip drops `undefined` fields, as messaging would.
  if (KnownErrorData.safeParse(err).success)
    return JSON.parse(
      JSON.stringify({ ...(err as Error), name: (err as Error).name, message: (err as Error).message }),
    );
  if (err instanceof Error) return { name: err.name, message: err.message };
  return { name: 'Error', message: typeof err === 'string' ? err : 'Unknown error' };
}

export const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** A catch handler that logs "<what> failed: <message>". */
export const logFailure = (log: (line: string) => void, what: string) => (err: unknown) =>
  log(`${what} failed: ${messageOf(err)}`);
