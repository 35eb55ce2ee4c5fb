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
const KnownErrorData = z.discriminatedUnion('name', [...KINDS]);
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

/** The error again, as its class where it is one of ours; anything unrecognised becomes a plain Error. */
export function reviveError(data: unknown): Error {
  const known = KnownErrorData.safeParse(data);
  if (known.success) {
    const e = known.data;
    switch (e.name) {
      case 'ApiHttpError':
        return new ApiHttpError(e);
      case 'ApiNetworkError':
        return new ApiNetworkError(e);
      case 'ApiTimeoutError':
        return new ApiTimeoutError(e);
      case 'ApiSchemaError':
        return new ApiSchemaError(e);
      case 'BudgetExhaustedError':
        return new BudgetExhaustedError(e);
      case 'QuickpostError':
        return new QuickpostError(e.key as MessageKey, ...e.args);
    }
  }
  const other = OtherErrorData.safeParse(data);
  return other.success
    ? Object.assign(new Error(other.data.message), { name: other.data.name })
    : new Error('Unknown error');
}
