/**
 * The service's and the network's failures, after ky: an HTTP error, no answer, too slow, an unreadable answer, and
 * the rate mirror's refusal before sending. Each carries the interface's retry advice and never a credential.
 */
import type { MessageKey } from '../i18n/t';
import type {
  ApiHttpErrorData,
  ApiNetworkErrorData,
  ApiSchemaErrorData,
  ApiTimeoutErrorData,
  BudgetExhaustedErrorData,
  ErrorData,
  QuickpostErrorData,
} from './data';
import { QuickpostError } from './quickpost-error';

type Init<D> = Omit<D, 'name' | 'message'>;
export type ApiHttpErrorInit = Init<ApiHttpErrorData>;

/** Enough of a body to diagnose (an HTML error page, a JSON message) without keeping megabytes in storage. */
const BODY_LIMIT = 2000;
const truncateBody = (text: string) =>
  text.length > BODY_LIMIT ? `${text.slice(0, BODY_LIMIT)}… [${text.length - BODY_LIMIT} more characters]` : text;

/** The service answered outside 2xx (after any retries the status allows). */
export interface ApiHttpError extends Readonly<ApiHttpErrorInit> {}
export class ApiHttpError extends Error {
  override readonly name = 'ApiHttpError';
  constructor(init: ApiHttpErrorInit) {
    super(`${init.operation}: HTTP ${init.status}: ${init.serviceMessage}`);
    Object.assign(this, init, { body: truncateBody(init.body) });
  }
}

/** No answer. For a write, `outcome: 'unknown'`: the outbox checks the post list before sending it again. */
export interface ApiNetworkError extends Readonly<Init<ApiNetworkErrorData>> {}
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  readonly retry = 'when-online';
  constructor(init: Init<ApiNetworkErrorData>) {
    super(`${init.operation}: no answer from the service (${init.causeMessage})`);
    Object.assign(this, init);
  }
}

export interface ApiTimeoutError extends Readonly<Init<ApiTimeoutErrorData>> {}
export class ApiTimeoutError extends Error {
  override readonly name = 'ApiTimeoutError';
  readonly retry = 'when-online';
  constructor(init: Init<ApiTimeoutErrorData>) {
    super(`${init.operation}: the service did not answer within ${init.timeoutMs} ms`);
    Object.assign(this, init);
  }
}

/** The request succeeded but its answer is not what we can read (ky's SchemaValidationError). */
export interface ApiSchemaError extends Readonly<Init<ApiSchemaErrorData>> {}
export class ApiSchemaError extends Error {
  override readonly name = 'ApiSchemaError';
  readonly retry = 'never';
  constructor(init: Init<ApiSchemaErrorData>) {
    const first = init.issues[0];
    super(`${init.operation}: unexpected answer${first ? ` (${first.path || 'body'}: ${first.message})` : ''}`);
    Object.assign(this, init, { body: truncateBody(init.body) });
  }
}

/** The service's 429, known before sending: the rate mirror refuses without a network call. */
export interface BudgetExhaustedError extends Readonly<Init<BudgetExhaustedErrorData>> {}
export class BudgetExhaustedError extends Error {
  override readonly name = 'BudgetExhaustedError';
  readonly retry = 'after-window';
  constructor(init: Init<BudgetExhaustedErrorData>) {
    super(`The ${init.bucket} budget is spent until ${new Date(init.retryAt).toISOString()}`);
    Object.assign(this, init);
  }
}

/** By name, so that an error still in its plain form (stored, or sent) is recognised too. */
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

export const isApiError = (e: unknown): e is ApiError =>
  isApiHttpError(e) || isApiNetworkError(e) || isApiTimeoutError(e) || isApiSchemaError(e) || isBudgetExhaustedError(e);

/** A write may have taken effect although no answer arrived: check before sending it again. */
export const outcomeUnknown = (e: unknown): boolean =>
  (isApiNetworkError(e) || isApiTimeoutError(e)) && e.outcome === 'unknown';

/** What an aborted fetch, XHR or AbortSignal rejects with (the DOM standard's names): a cancel, not a failure. */
export const abortError = (message: string) => new DOMException(message, 'AbortError');
export const isAbortError = (err: unknown) => (err as { name?: unknown } | null)?.name === 'AbortError';

/** `AbortSignal.timeout` fired: the request was sent and no answer came in time. */
export const isTimeoutError = (err: unknown) => err instanceof Error && err.name === 'TimeoutError';

const CLASSES = { ApiHttpError, ApiNetworkError, ApiTimeoutError, ApiSchemaError, BudgetExhaustedError };

/** The error again as its class where it is ours, else a plain Error; `data` was parsed where it entered. */
export function reviveError(data: ErrorData): Error {
  if (data.name === 'QuickpostError') {
    const { key, args } = data as QuickpostErrorData;
    return new QuickpostError(key as MessageKey, ...args);
  }
  if (Object.hasOwn(CLASSES, data.name)) return new CLASSES[data.name as keyof typeof CLASSES](data as never);
  return Object.assign(new Error(data.message), { name: data.name });
}
