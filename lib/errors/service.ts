/**
 * The service's and the network's failures, after ky: an HTTP error, no answer, too slow, an unreadable answer, and the
 * rate mirror's refusal before sending. Each carries the interface's retry advice and never a credential.
 */
import { z } from 'zod/mini';
import { OPERATIONS, type Bucket, type Operation } from '../service/operations';

const operation = z.enum(OPERATIONS as [Operation, ...Operation[]]);
const outcome = z.enum(['not-sent', 'unknown']);
const retry = z.enum(['never', 'after-window', 'backoff', 'when-online', 'after-state-change', 'new-credential']);

/** What the caller may do next (docs/service-interface.md, Errors → Retry guidance; docs/design.md §3.4). */
export type RetryAdvice = z.infer<typeof retry>;

/** Whether a request that failed without an answer may have reached the service. */
export type Outcome = z.infer<typeof outcome>;

/** Enough of a body to diagnose (an HTML error page, a JSON message) without keeping megabytes in storage. */
const BODY_LIMIT = 2000;
const truncateBody = (text: string) =>
  text.length > BODY_LIMIT ? `${text.slice(0, BODY_LIMIT)}… [${text.length - BODY_LIMIT} more characters]` : text;

/** The plain form of each kind: its name, its message and its fields (lib/errors/data.ts). */
const data = <N extends string, S extends z.core.$ZodLooseShape>(name: N, shape: S) =>
  z.object({ name: z.literal(name), message: z.string(), ...shape });

export const ApiHttpErrorData = data('ApiHttpError', {
  operation,
  status: z.number(),
  /** The body's `code`, when it had one (it "equals the HTTP status", Errors). */
  code: z.optional(z.number()),
  /** The body's `message` (or `error`), else the status text: what the service said. */
  serviceMessage: z.string(),
  /** Raw answer text, truncated. */
  body: z.string(),
  retry,
  /** For 429: when the bucket is expected to have room again (epoch ms). */
  retryAt: z.optional(z.number()),
  /** What the request carried that helps explain the answer (403 on create post: were there attachments?). */
  context: z.optional(z.object({ attachments: z.optional(z.number()) })),
});
export type ApiHttpErrorInit = Omit<z.infer<typeof ApiHttpErrorData>, 'name' | 'message'>;

/** Thrown when the service answered with a status outside 2xx (after any retries the status allows). */
export interface ApiHttpError extends Readonly<ApiHttpErrorInit> {}
export class ApiHttpError extends Error {
  override readonly name = 'ApiHttpError';
  constructor(init: ApiHttpErrorInit) {
    super(`${init.operation}: HTTP ${init.status}: ${init.serviceMessage}`);
    Object.assign(this, init, { body: truncateBody(init.body) });
  }
}

export const ApiNetworkErrorData = data('ApiNetworkError', {
  operation,
  /** The runtime's own words (TypeError: Failed to fetch, ECONNRESET…), redacted. */
  causeMessage: z.string(),
  outcome,
});
type ApiNetworkErrorInit = Omit<z.infer<typeof ApiNetworkErrorData>, 'name' | 'message'>;

/**
 * Thrown when no answer arrived. For a write, `outcome: 'unknown'` means the request may have reached the
 * service: the outbox must check the post list before sending it again (docs/design.md §3.4, "No duplicate posts").
 */
export interface ApiNetworkError extends Readonly<ApiNetworkErrorInit> {}
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  readonly retry = 'when-online';
  constructor(init: ApiNetworkErrorInit) {
    super(`${init.operation}: no answer from the service (${init.causeMessage})`);
    Object.assign(this, init);
  }
}

export const ApiTimeoutErrorData = data('ApiTimeoutError', { operation, timeoutMs: z.number(), outcome });
type ApiTimeoutErrorInit = Omit<z.infer<typeof ApiTimeoutErrorData>, 'name' | 'message'>;

/** Thrown when the service took longer than `timeoutMs` to answer; the request was sent, so the outcome is unknown. */
export interface ApiTimeoutError extends Readonly<ApiTimeoutErrorInit> {}
export class ApiTimeoutError extends Error {
  override readonly name = 'ApiTimeoutError';
  readonly retry = 'when-online';
  constructor(init: ApiTimeoutErrorInit) {
    super(`${init.operation}: the service did not answer within ${init.timeoutMs} ms`);
    Object.assign(this, init);
  }
}

export const ApiSchemaErrorData = data('ApiSchemaError', {
  operation,
  /** The 2xx status: the request succeeded — for a write, the change was made (do not send it again). */
  status: z.number(),
  body: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
type ApiSchemaErrorInit = Omit<z.infer<typeof ApiSchemaErrorData>, 'name' | 'message'>;

/** Thrown when the request succeeded but the answer did not match what we can read (ky's SchemaValidationError). */
export interface ApiSchemaError extends Readonly<ApiSchemaErrorInit> {}
export class ApiSchemaError extends Error {
  override readonly name = 'ApiSchemaError';
  readonly retry = 'never';
  constructor(init: ApiSchemaErrorInit) {
    const first = init.issues[0];
    super(`${init.operation}: unexpected answer${first ? ` (${first.path || 'body'}: ${first.message})` : ''}`);
    Object.assign(this, init, { body: truncateBody(init.body) });
  }
}

export const BudgetExhaustedErrorData = data('BudgetExhaustedError', {
  bucket: z.enum(['read', 'write'] satisfies [Bucket, Bucket]),
  /** When the bucket's rolling window clears (epoch ms). */
  retryAt: z.number(),
  /** True when only the reserve is left, which background work may not spend. */
  reserveOnly: z.boolean(),
});
type BudgetExhaustedErrorInit = Omit<z.infer<typeof BudgetExhaustedErrorData>, 'name' | 'message'>;

/** The service's 429, known before sending: the rate mirror refuses without a network call (docs/design.md §3.4). */
export interface BudgetExhaustedError extends Readonly<BudgetExhaustedErrorInit> {}
export class BudgetExhaustedError extends Error {
  override readonly name = 'BudgetExhaustedError';
  readonly retry = 'after-window';
  constructor(init: BudgetExhaustedErrorInit) {
    super(`The ${init.bucket} budget is spent until ${new Date(init.retryAt).toISOString()}`);
    Object.assign(this, init);
  }
}

/** Recognises a kind by its name, so that an error still in its plain form (stored, or sent) is recognised too. */
const guard =
  <E extends Error>(name: E['name']) =>
  (value: unknown): value is E =>
    (value as { name?: unknown } | null)?.name === name;

export const isApiHttpError = guard<ApiHttpError>('ApiHttpError');
export const isApiNetworkError = guard<ApiNetworkError>('ApiNetworkError');
export const isApiTimeoutError = guard<ApiTimeoutError>('ApiTimeoutError');
export const isApiSchemaError = guard<ApiSchemaError>('ApiSchemaError');
export const isBudgetExhaustedError = guard<BudgetExhaustedError>('BudgetExhaustedError');

export type ApiError = ApiHttpError | ApiNetworkError | ApiTimeoutError | ApiSchemaError | BudgetExhaustedError;

/** A failure of the service or of the way to it. */
export const isApiError = (e: unknown): e is ApiError =>
  isApiHttpError(e) || isApiNetworkError(e) || isApiTimeoutError(e) || isApiSchemaError(e) || isBudgetExhaustedError(e);

/** True when a write may have taken effect although no answer arrived: check before sending it again. */
export const outcomeUnknown = (e: unknown): boolean =>
  (isApiNetworkError(e) || isApiTimeoutError(e)) && e.outcome === 'unknown';

/** What an aborted fetch, XHR or AbortSignal rejects with (the DOM standard's names): a cancel, not a failure. */
export const abortError = (message: string) => new DOMException(message, 'AbortError');
export const isAbortError = (err: unknown) => (err as { name?: unknown } | null)?.name === 'AbortError';

/** `AbortSignal.timeout` fired: the request was sent and no answer came in time. */
export const isTimeoutError = (err: unknown) => err instanceof Error && err.name === 'TimeoutError';
