import { STATUS_CODES } from 'node:http';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A refusal the service describes: the handler throws it, `app.onError` turns it into the
 * interface's error body `{ code, message }` (Errors: `code` equals the HTTP status; 400s name the field).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Extra fields placed between `code` and `message` (the token endpoint's OAuth `error`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The interface's error body: `code` first, then any extra field, then `message`. */
export function errorBody(status: number, message: string, extra: Record<string, unknown> = {}) {
  return { code: status, ...extra, message };
}

export function sendError(c: Context, status: ContentfulStatusCode, message: string, extra?: Record<string, unknown>) {
  return c.json(errorBody(status, message, extra), status);
}

export const NO_CREDENTIAL_MESSAGE =
  'No API key or token provided. Send X-API-KEY: <key> or Authorization: Bearer <token>.';

/** Message shapes of the interface's Errors table, used where no more specific text exists (faults). */
export function defaultMessage(status: number): string {
  switch (status) {
    case 400:
      return 'Bad request';
    case 401:
      return NO_CREDENTIAL_MESSAGE;
    case 403:
      return 'Invalid or revoked API key or token';
    case 404:
      return 'Resource not found';
    case 409:
      return 'Operation not allowed in the current state';
    case 413:
      return 'Uploaded file is too large';
    case 415:
      return 'File format unsupported';
    case 422:
      return 'Upload body is malformed or lacks the file field';
    case 500:
      return 'Internal server error';
    default:
      return STATUS_CODES[status] ?? `HTTP ${status}`;
  }
}
