/**
 * Errors cross extension contexts and storage as plain data, since structured clone and messaging drop the class: each
 * kind's name, message and fields; anything else its name and message. Parsed where it enters, worded by sentence.ts.
 */
import { z } from 'zod/mini';
import type { MessageKey } from '../i18n/t';
import { QuickpostError, QuickpostErrorData } from './quickpost-error';
import {
  ApiHttpError,
  ApiHttpErrorData,
  ApiNetworkError,
  ApiNetworkErrorData,
  ApiSchemaError,
  ApiSchemaErrorData,
  ApiTimeoutError,
  ApiTimeoutErrorData,
  BudgetExhaustedError,
  BudgetExhaustedErrorData,
} from './service';

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

/** Another error: a known kind's name with fields that do not fit is refused, never taken as another error. */
const OtherErrorData = z.object({
  name: z.string().check(z.refine((name) => !NAMES.includes(name))),
  message: z.string(),
});

/** Any error as data. */
export const ErrorData = z.union([KnownErrorData, OtherErrorData]);
export type ErrorData = z.infer<typeof ErrorData>;

/** A plain, JSON-safe copy of any thrown value (our kinds keep every field; others keep name and message). */
export function serializeError(err: unknown): ErrorData {
  // A JSON round trip drops `undefined` fields, as messaging would.
  if (KnownErrorData.safeParse(err).success)
    return JSON.parse(
      JSON.stringify({ ...(err as Error), name: (err as Error).name, message: (err as Error).message }),
    );
  if (err instanceof Error) return { name: err.name, message: err.message };
  return { name: 'Error', message: typeof err === 'string' ? err : 'Unknown error' };
}

/**
 * The error again, as its class where it is one of ours, else a plain Error with its name and message. `data` was
 * parsed where it entered (the background's answer, a stored record), so its name says which fields it has.
 */
export function reviveError(data: ErrorData): Error {
  switch (data.name) {
    case 'ApiHttpError':
      return new ApiHttpError(data as z.infer<typeof ApiHttpErrorData>);
    case 'ApiNetworkError':
      return new ApiNetworkError(data as z.infer<typeof ApiNetworkErrorData>);
    case 'ApiTimeoutError':
      return new ApiTimeoutError(data as z.infer<typeof ApiTimeoutErrorData>);
    case 'ApiSchemaError':
      return new ApiSchemaError(data as z.infer<typeof ApiSchemaErrorData>);
    case 'BudgetExhaustedError':
      return new BudgetExhaustedError(data as z.infer<typeof BudgetExhaustedErrorData>);
    case 'QuickpostError': {
      const { key, args } = data as z.infer<typeof QuickpostErrorData>;
      return new QuickpostError(key as MessageKey, ...args);
    }
  }
  return Object.assign(new Error(data.message), { name: data.name });
}

/** What a thrown value says, for a log line. */
export const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** A catch handler that logs "<what> failed: <message>". */
export const logFailure = (log: (line: string) => void, what: string) => (err: unknown) =>
  log(`${what} failed: ${messageOf(err)}`);
