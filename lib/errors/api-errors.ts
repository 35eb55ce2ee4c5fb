/**
 * The client's small family of errors (docs/style.md, after ky), each a kind of kind.ts with the retry advice of the
 * interface's table. None ever holds a credential: bodies and messages are redacted before they get here.
 */
import { z } from 'zod/mini';
import { OPERATIONS, type Bucket, type Operation } from '../service/operations';
import { KindError } from './kind';

const operation = z.enum(OPERATIONS as [Operation, ...Operation[]]);
const outcome = z.enum(['not-sent', 'unknown']);
const bucket = z.enum(['read', 'write'] satisfies [Bucket, Bucket]);
const retry = z.enum(['never', 'after-window', 'backoff', 'when-online', 'after-state-change', 'new-credential']);

/** What the caller may do next (docs/service-interface.md, Errors → Retry guidance; docs/design.md §3.4). */
export type RetryAdvice = z.infer<typeof retry>;

/** Whether a request that failed without an answer may have reached the service. */
export type Outcome = z.infer<typeof outcome>;

/** Enough of a body to diagnose (an HTML error page, a JSON message) without keeping megabytes in storage. */
const BODY_LIMIT = 2000;
function truncateBody(text: string): string {
  return text.length > BODY_LIMIT
    ? `${text.slice(0, BODY_LIMIT)}… [${text.length - BODY_LIMIT} more characters]`
    : text;
}

/** A failure of the service or of the way to it: every one carries the interface's retry advice. */
abstract class ServiceError extends KindError {
  static readonly sentence = 'service';
  abstract readonly retry: RetryAdvice;
  static fromJSON(data: object): Error {
    return new (this as unknown as new (init: object) => Error)(data);
  }
  override toJSON() {
    return { ...super.toJSON(), retry: this.retry };
  }
}

const httpFields = z.object({
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
export type ApiHttpErrorInit = z.infer<typeof httpFields>;

/** Thrown when the service answered with a status outside 2xx (after any retries the status allows). */
export interface ApiHttpError extends Readonly<ApiHttpErrorInit> {}
export class ApiHttpError extends ServiceError {
  static readonly kind = 'ApiHttpError';
  static readonly fields = httpFields;
  constructor(init: ApiHttpErrorInit) {
    super(`${init.operation}: HTTP ${init.status}: ${init.serviceMessage}`, { ...init, body: truncateBody(init.body) });
  }
}

const networkFields = z.object({
  operation,
  /** The runtime's own words (TypeError: Failed to fetch, ECONNRESET…), redacted. */
  causeMessage: z.string(),
  outcome,
});
type ApiNetworkErrorInit = z.infer<typeof networkFields>;

/**
 * Thrown when no answer arrived. For a write, `outcome: 'unknown'` means the request may have reached the
 * service: the outbox must check the post list before sending it again (docs/design.md §3.4, "No duplicate posts").
 */
export interface ApiNetworkError extends Readonly<ApiNetworkErrorInit> {}
export class ApiNetworkError extends ServiceError {
  static readonly kind = 'ApiNetworkError';
  static readonly fields = networkFields;
  override readonly retry = 'when-online' as const;
  constructor(init: ApiNetworkErrorInit) {
    super(`${init.operation}: no answer from the service (${init.causeMessage})`, init);
  }
}

const timeoutFields = z.object({ operation, timeoutMs: z.number(), outcome });
type ApiTimeoutErrorInit = z.infer<typeof timeoutFields>;

/** Thrown when the service took longer than `timeoutMs` to answer; the request was sent, so the outcome is unknown. */
export interface ApiTimeoutError extends Readonly<ApiTimeoutErrorInit> {}
export class ApiTimeoutError extends ServiceError {
  static readonly kind = 'ApiTimeoutError';
  static readonly fields = timeoutFields;
  override readonly retry = 'when-online' as const;
  constructor(init: ApiTimeoutErrorInit) {
    super(`${init.operation}: the service did not answer within ${init.timeoutMs} ms`, init);
  }
}

const schemaFields = z.object({
  operation,
  /** The 2xx status: the request succeeded — for a write, the change was made (do not send it again). */
  status: z.number(),
  body: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
type ApiSchemaErrorInit = z.infer<typeof schemaFields>;

/** Thrown when the request succeeded but the answer did not match what we can read (ky's SchemaValidationError). */
export interface ApiSchemaError extends Readonly<ApiSchemaErrorInit> {}
export class ApiSchemaError extends ServiceError {
  static readonly kind = 'ApiSchemaError';
  static readonly fields = schemaFields;
  override readonly retry = 'never' as const;
  constructor(init: ApiSchemaErrorInit) {
    const first = init.issues[0];
    super(`${init.operation}: unexpected answer${first ? ` (${first.path || 'body'}: ${first.message})` : ''}`, {
      ...init,
      body: truncateBody(init.body),
    });
  }
}

const budgetFields = z.object({
  bucket,
  /** When the bucket's rolling window clears (epoch ms). */
  retryAt: z.number(),
  /** True when only the reserve is left, which background work may not spend. */
  reserveOnly: z.boolean(),
});
type BudgetExhaustedErrorInit = z.infer<typeof budgetFields>;

/** Thrown before any network call when the rate mirror knows the service would answer 429 (docs/design.md §3.4). */
export interface BudgetExhaustedError extends Readonly<BudgetExhaustedErrorInit> {}
export class BudgetExhaustedError extends ServiceError {
  static readonly kind = 'BudgetExhaustedError';
  static readonly fields = budgetFields;
  override readonly retry = 'after-window' as const;
  constructor(init: BudgetExhaustedErrorInit) {
    super(`The ${init.bucket} budget is spent until ${new Date(init.retryAt).toISOString()}`, init);
  }
}
