/**
 * Errors cross extension contexts (background → popup) as plain JSON: structured clone and runtime messaging
 * drop class identity. `serializeError` turns any thrown value into such an object, `reviveError` validates it
 * with zod and rebuilds the class, and the guards recognise an error by its `name` whether or not it was
 * revived (ky's `utils/type-guards.ts`).
 */
import { z } from 'zod/mini';
import {
  ApiHttpError,
  ApiNetworkError,
  ApiSchemaError,
  ApiTimeoutError,
  BudgetExhaustedError,
  type ApiError,
} from './api-errors';
import { OPERATIONS, type Operation } from '../service/operations';

const operation = z.enum(OPERATIONS as [Operation, ...Operation[]]);
const outcome = z.enum(['not-sent', 'unknown']);
const bucket = z.enum(['read', 'write']);
const retry = z.enum(['never', 'after-window', 'backoff', 'when-online', 'after-state-change', 'new-credential']);

export const SerializedApiError = z.discriminatedUnion('name', [
  z.object({
    name: z.literal('ApiHttpError'),
    message: z.string(),
    operation,
    status: z.number(),
    code: z.optional(z.number()),
    serviceMessage: z.string(),
    body: z.string(),
    retry,
    retryAt: z.optional(z.number()),
    context: z.optional(z.object({ attachments: z.optional(z.number()) })),
  }),
  z.object({ name: z.literal('ApiNetworkError'), message: z.string(), operation, causeMessage: z.string(), outcome }),
  z.object({ name: z.literal('ApiTimeoutError'), message: z.string(), operation, timeoutMs: z.number(), outcome }),
  z.object({
    name: z.literal('ApiSchemaError'),
    message: z.string(),
    operation,
    status: z.number(),
    body: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })),
  }),
  z.object({ name: z.literal('BudgetExhaustedError'), message: z.string(), bucket, retryAt: z.number(), reserveOnly: z.boolean() }),
]);
export type SerializedApiError = z.infer<typeof SerializedApiError>;

/** Any other thrown value, reduced to what can be shown. */
export const SerializedOtherError = z.object({ name: z.string(), message: z.string() });
export type SerializedError = SerializedApiError | z.infer<typeof SerializedOtherError>;

/** A plain, JSON-safe copy of any thrown value (our errors keep every field; others keep name and message). */
export function serializeError(err: unknown): SerializedError {
  if (isApiError(err)) {
    // JSON round trip drops `undefined` fields, as messaging would.
    return JSON.parse(JSON.stringify(err)) as SerializedApiError;
  }
  if (err instanceof Error) return { name: err.name, message: err.message };
  return { name: 'Error', message: typeof err === 'string' ? err : 'Unknown error' };
}

/** Rebuilds the error class from its serialized form; anything unrecognised becomes a plain Error. */
export function reviveError(data: unknown): Error {
  const parsed = SerializedApiError.safeParse(data);
  if (parsed.success) {
    const d = parsed.data;
    switch (d.name) {
      case 'ApiHttpError':
        return new ApiHttpError(d);
      case 'ApiNetworkError':
        return new ApiNetworkError(d);
      case 'ApiTimeoutError':
        return new ApiTimeoutError(d);
      case 'ApiSchemaError':
        return new ApiSchemaError(d);
      case 'BudgetExhaustedError':
        return new BudgetExhaustedError(d);
    }
  }
  const other = SerializedOtherError.safeParse(data);
  const err = new Error(other.success ? other.data.message : 'Unknown error');
  if (other.success) err.name = other.data.name;
  return err;
}

function hasName<N extends string>(value: unknown, name: N): boolean {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === name;
}

export const isApiHttpError = (e: unknown): e is ApiHttpError => hasName(e, 'ApiHttpError');
export const isApiNetworkError = (e: unknown): e is ApiNetworkError => hasName(e, 'ApiNetworkError');
export const isApiTimeoutError = (e: unknown): e is ApiTimeoutError => hasName(e, 'ApiTimeoutError');
export const isApiSchemaError = (e: unknown): e is ApiSchemaError => hasName(e, 'ApiSchemaError');
export const isBudgetExhaustedError = (e: unknown): e is BudgetExhaustedError => hasName(e, 'BudgetExhaustedError');

export function isApiError(e: unknown): e is ApiError {
  return (
    isApiHttpError(e) || isApiNetworkError(e) || isApiTimeoutError(e) || isApiSchemaError(e) || isBudgetExhaustedError(e)
  );
}

/** True when a write may have taken effect although no answer arrived: check before sending it again. */
export function outcomeUnknown(e: unknown): boolean {
  return (isApiNetworkError(e) || isApiTimeoutError(e)) && e.outcome === 'unknown';
}
