/**
 * PKCE S256 (RFC 7636), which the interface does not name but is "harmless if ignored" (docs/design.md §3.1), and the
 * `state`: fresh random strings from WebCrypto for every sign-in.
 */

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 bytes → 43 characters: the shortest RFC 7636 §4.1 allows. */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export async function createPkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomToken();
  return { verifier, challenge: await challengeOf(verifier) };
}
