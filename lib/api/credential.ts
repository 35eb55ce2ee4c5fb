/**
 * The two credential kinds of the interface (Authentication): an API key sent as `X-API-KEY`, or an OAuth token sent
 * as `Authorization: Bearer` — exactly one header, never both; and the redaction of every secret from what we keep.
 */
import { ApiNetworkError } from '../errors/service';
import type { Operation } from '../service/operations';
import type { Credential } from '../settings/credential';

export type { Credential };

/** What no header may carry (line breaks, NUL, beyond Latin-1: a botched paste); fetch would quote it in its error. */
const UNSENDABLE = /[\r\n\0]|[^\u0000-\u00ff]/;

/** None for `null` (the service then answers 401); a secret no header may carry fails before anything is spent. */
export function authHeaders(credential: Credential | null, operation: Operation): Record<string, string> {
  if (!credential) return {};
  if (UNSENDABLE.test(secretOf(credential)!)) {
    const causeMessage = 'the credential has characters no header can carry';
    throw new ApiNetworkError({ operation, causeMessage, outcome: 'not-sent' });
  }
  return credential.kind === 'api-key'
    ? { 'X-API-KEY': credential.key }
    : { Authorization: `Bearer ${credential.token}` };
}

export function secretOf(credential: Credential | null): string | undefined {
  if (!credential) return undefined;
  return credential.kind === 'api-key' ? credential.key : credential.token;
}

/** A service that echoes the key, or a runtime error quoting a header, must not carry it into an error or a log. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    // Very short secrets would blank out ordinary words; no real key or token is that short.
    if (secret && secret.length >= 4) out = out.split(secret).join('[redacted]');
  }
  return out;
}
