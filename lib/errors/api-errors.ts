/**
 * The client's small family of errors (style.md, after ky's `source/errors/`). Each has a stable `name`, so it
 * is recognised after crossing extension contexts (see error-transport.ts), and a `retry` advice taken from
 * the interface's retry table. None ever holds a credential: bodies and messages are redacted before they get
 * here (credential.ts).
 */
import type { Bucket, Operation } from '../service/operations';

/** What the caller may do next (service-interface.md, Errors → Retry guidance; design.md §3.4). */
export type RetryAdvice = 'never' | 'after-window' | 'backoff' | 'when-online' | 'after-state-change' | 'new-credential';

/** Whether a request that failed without an answer may have reached the service. */
export type Outcome = 'not-sent' | 'unknown';

/** Enough of a body to diagnose (an HTML error page, a JSON message) without keeping megabytes in storage. */
export const BODY_LIMIT = 2000;
export function truncateBody(text: string): string {
  return text.length > BODY_LIMIT ? `${text.slice(0, BODY_LIMIT)}… [${text.length - BODY_LIMIT} more characters]` : text;
}

export interface ApiHttpErrorInit {
  operation: Operation;
  status: number;
  /** The body's `code`, when it had one (it "equals the HTTP status", Errors). */
  code?: number | undefined;
  /** The body's `message` (or `error`), else the status text: what the service said. */
  serviceMessage: string;
  /** Raw answer text, truncated. */
  body: string;
  retry: RetryAdvice;
  /** For 429: when the bucket is expected to have room again (epoch ms). */
  retryAt?: number | undefined;
  /** What the request carried that helps explain the answer (403 on create post: were there attachments?). */
  context?: { attachments?: number } | undefined;
}

/** Thrown when the service answered with a status outside 2xx (after any retries the status allows). */
export class ApiHttpError extends Error implements ApiHttpErrorInit {
  override readonly name = 'ApiHttpError';
  readonly operation: Operation;
  readonly status: number;
  readonly code: number | undefined;
  readonly serviceMessage: string;
  readonly body: string;
  readonly retry: RetryAdvice;
  readonly retryAt: number | undefined;
  readonly context: { attachments?: number } | undefined;
  constructor(init: ApiHttpErrorInit) {
    super(`${init.operation}: HTTP ${init.status}: ${init.serviceMessage}`);
    this.operation = init.operation;
    this.status = init.status;
    this.code = init.code;
    this.serviceMessage = init.serviceMessage;
    this.body = truncateBody(init.body);
    this.retry = init.retry;
    this.retryAt = init.retryAt;
    this.context = init.context;
  }
  toJSON() {
    const { name, message, operation, status, code, serviceMessage, body, retry, retryAt, context } = this;
    return { name, message, operation, status, code, serviceMessage, body, retry, retryAt, context };
  }
}

export interface ApiNetworkErrorInit {
  operation: Operation;
  /** The runtime's own words (TypeError: Failed to fetch, ECONNRESET…), redacted. */
  causeMessage: string;
  outcome: Outcome;
}

/**
 * Thrown when no answer arrived. For a write, `outcome: 'unknown'` means the request may have reached the
 * service: the outbox must check the post list before sending it again (design.md §3.4, "No duplicate posts").
 */
export class ApiNetworkError extends Error implements ApiNetworkErrorInit {
  override readonly name = 'ApiNetworkError';
  readonly operation: Operation;
  readonly causeMessage: string;
  readonly outcome: Outcome;
  readonly retry = 'when-online' as const;
  constructor(init: ApiNetworkErrorInit) {
    super(`${init.operation}: no answer from the service (${init.causeMessage})`);
    this.operation = init.operation;
    this.causeMessage = init.causeMessage;
    this.outcome = init.outcome;
  }
  toJSON() {
    const { name, message, operation, causeMessage, outcome, retry } = this;
    return { name, message, operation, causeMessage, outcome, retry };
  }
}

export interface ApiTimeoutErrorInit {
  operation: Operation;
  timeoutMs: number;
  outcome: Outcome;
}

/** Thrown when the service took longer than `timeoutMs` to answer; the request was sent, so the outcome is unknown. */
export class ApiTimeoutError extends Error implements ApiTimeoutErrorInit {
  override readonly name = 'ApiTimeoutError';
  readonly operation: Operation;
  readonly timeoutMs: number;
  readonly outcome: Outcome;
  readonly retry = 'when-online' as const;
  constructor(init: ApiTimeoutErrorInit) {
    super(`${init.operation}: the service did not answer within ${init.timeoutMs} ms`);
    this.operation = init.operation;
    this.timeoutMs = init.timeoutMs;
    this.outcome = init.outcome;
  }
  toJSON() {
    const { name, message, operation, timeoutMs, outcome, retry } = this;
    return { name, message, operation, timeoutMs, outcome, retry };
  }
}

export interface SchemaIssue {
  path: string;
  message: string;
}

export interface ApiSchemaErrorInit {
  operation: Operation;
  /** The 2xx status: the request succeeded — for a write, the change was made (do not send it again). */
  status: number;
  body: string;
  issues: SchemaIssue[];
}

/** Thrown when the request succeeded but the answer did not match what we can read (ky's SchemaValidationError). */
export class ApiSchemaError extends Error implements ApiSchemaErrorInit {
  override readonly name = 'ApiSchemaError';
  readonly operation: Operation;
  readonly status: number;
  readonly body: string;
  readonly issues: SchemaIssue[];
  readonly retry = 'never' as const;
  constructor(init: ApiSchemaErrorInit) {
    const first = init.issues[0];
    super(`${init.operation}: unexpected answer${first ? ` (${first.path || 'body'}: ${first.message})` : ''}`);
    this.operation = init.operation;
    this.status = init.status;
    this.body = truncateBody(init.body);
    this.issues = init.issues;
  }
  toJSON() {
    const { name, message, operation, status, body, issues, retry } = this;
    return { name, message, operation, status, body, issues, retry };
  }
}

export interface BudgetExhaustedErrorInit {
  bucket: Bucket;
  /** When the bucket's rolling window clears (epoch ms). */
  retryAt: number;
  /** True when only the reserve is left, which background work may not spend. */
  reserveOnly: boolean;
}

/** Thrown before any network call when the rate mirror knows the service would answer 429 (design.md §3.4). */
export class BudgetExhaustedError extends Error implements BudgetExhaustedErrorInit {
  override readonly name = 'BudgetExhaustedError';
  readonly bucket: Bucket;
  readonly retryAt: number;
  readonly reserveOnly: boolean;
  readonly retry = 'after-window' as const;
  constructor(init: BudgetExhaustedErrorInit) {
    super(`The ${init.bucket} budget is spent until ${new Date(init.retryAt).toISOString()}`);
    this.bucket = init.bucket;
    this.retryAt = init.retryAt;
    this.reserveOnly = init.reserveOnly;
  }
  toJSON() {
    const { name, message, bucket, retryAt, reserveOnly, retry } = this;
    return { name, message, bucket, retryAt, reserveOnly, retry };
  }
}

export type ApiError = ApiHttpError | ApiNetworkError | ApiTimeoutError | ApiSchemaError | BudgetExhaustedError;
