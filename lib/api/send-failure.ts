/**
 * Classifies a request that got no answer: a timeout or a network error, and whether it may have reached the
 * service. Only failures that certainly happened before anything was sent are 'not-sent'; a browser's bare
 * "Failed to fetch" says nothing about that, so a write is then 'unknown' and the outbox checks first.
 */
import { redact } from './credential';
import type { Outcome } from '../errors/data';
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
  at: { operation: Operation; timeoutMs: number; secrets: (string | undefined)[]; sent?: boolean },
): ApiNetworkError | ApiTimeoutError {
  const { operation } = at;
  const isTimeout = isTimeoutError(err);
  const notSent = at.sent === false || (at.sent === undefined && NOT_SENT_CODES.has(causeCode(err) ?? ''));
  // Reads are harmless to repeat, so their outcome only matters for writes; still reported honestly.
  const outcome: Outcome = notSent ? 'not-sent' : 'unknown';
  if (isTimeout) return new ApiTimeoutError({ operation, timeoutMs: at.timeoutMs, outcome: 'unknown' });
  return new ApiNetworkError({ operation, causeMessage: redact(describe(err), at.secrets), outcome });
}
