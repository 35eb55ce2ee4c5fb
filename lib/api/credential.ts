/**
 * The two credential kinds of the interface (Authentication): a personal API key sent as `X-API-KEY`, or an
 * OAuth access token sent as `Authorization: Bearer`. Exactly one header is sent — never both.
 */
import type { Credential } from '../settings/credential';

export type { Credential };

/**
 * A value no HTTP header may carry (line breaks, NUL, characters beyond Latin-1, as from a botched paste):
 * fetch and XHR would reject it with a message quoting it, so it is refused here, before anything is sent.
 */
const UNSENDABLE = /[\r\n\0]|[^\u0000-\u00ff]/;

/** The one auth header for a credential; none for `null` (the service then answers 401, Authentication rule 1). */
export function authHeaders(credential: Credential | null): Record<string, string> {
  if (!credential) return {};
  if (UNSENDABLE.test(secretOf(credential) ?? ''))
    throw new TypeError('The credential contains characters a header cannot carry');
  return credential.kind === 'api-key'
    ? { 'X-API-KEY': credential.key }
    : { Authorization: `Bearer ${credential.token}` };
}

/** The secret of a credential, so that it can be scrubbed from anything we keep or show. */
export function secretOf(credential: Credential | null): string | undefined {
  if (!credential) return undefined;
  return credential.kind === 'api-key' ? credential.key : credential.token;
}

/**
 * Removes every occurrence of the secrets from a text (octokit redacts `authorization` the same way): a
 * service that echoes the key in an error body, or a runtime error that quotes a bad header value, must not
 * carry the credential into an error, a log or another extension context.
 */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    // Very short secrets would blank out ordinary words; no real key or token is that short.
    if (secret && secret.length >= 4) out = out.split(secret).join('[redacted]');
  }
  return out;
}
