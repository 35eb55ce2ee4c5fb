/**
 * PKCE S256 (RFC 7636) and the `state` value: fresh random strings from WebCrypto for every sign-in. The
 * interface does not name PKCE; docs/design.md §3.1 sends it anyway ("harmless if ignored"), and the `state` is
 * "a random unguessable string, echoed back" (GET /oauth/authorize) that is checked on return (rule 8).
 */

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes → 43 characters: the minimum length RFC 7636 §4.1 allows, with 256 bits of entropy. */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** `code_challenge` = BASE64URL(SHA-256(verifier)) (RFC 7636 §4.2). */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export async function createPkce(): Promise<Pkce> {
  const verifier = randomToken();
  return { verifier, challenge: await challengeOf(verifier) };
}
