/**
 * A request that got no answer: a timeout or a network error, and whether it may have reached the service. Only a
 * failure certainly before anything was sent is 'not-sent'; a bare "Failed to fetch" leaves a write 'unknown'.
 */
import { redact } from './credential';
import { ApiNetworkError, ApiTimeoutError, isTimeoutError } from '../errors/service';
import type { Operation } from '../service/operations';

/** Node/undici connection errors that mean no byte of the request reached a server. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN']);

function causeCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown; errors?: { code?: unknown }[] } } | undefined)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  const inner = cause?.errors?.find((e) => typeof e.code === 'string')?.code; // AggregateError (IPv4 + IPv6 tries)
  return typeof inner === 'string' ? inner : undefined;
}

function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = causeCode(err);
  const cause = (err as { cause?: unknown }).cause;
  const causeText = cause instanceof Error && cause.message ? `: ${cause.message}` : '';
  return `${err.name}: ${err.message}${causeText}${code && !causeText.includes(code) ? ` (${code})` : ''}`;
}

export function sendFailure(
  err: unknown,
  at: { operation: Operation; timeoutMs: number; secrets: (string | undefined)[]; sent?: true },
): ApiNetworkError | ApiTimeoutError {
  const { operation } = at;
  if (isTimeoutError(err)) return new ApiTimeoutError({ operation, timeoutMs: at.timeoutMs, outcome: 'unknown' });
  const outcome = !at.sent && NOT_SENT_CODES.has(causeCode(err) ?? '') ? 'not-sent' : 'unknown';
  return new ApiNetworkError({ operation, causeMessage: redact(describe(err), at.secrets), outcome });
}
