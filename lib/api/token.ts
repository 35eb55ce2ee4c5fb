/**
 * The OAuth code exchange (POST /developers/v1/oauth/token). It needs the client secret, so it runs
 * server-side — in the broker (docs/design.md §3.1) — which has no credential and no rate budget: the endpoint
 * takes no auth header and is not in either bucket (Limits).
 */
import type { Clock } from './ports';
import { createTransport, type Call } from './request';
import { TokenAnswer } from './schemas';

export interface TokenRequest {
  clientId: string;
  clientSecret: string;
  code: string;
  /**
   * Not in the interface's body table, but standard OAuth: RFC 6749 §4.1.3 requires the redirect URI the code
   * was issued for, RFC 7636 the PKCE verifier. Sent only when given; a service that ignores them loses nothing.
   */
  redirectUri?: string | undefined;
  codeVerifier?: string | undefined;
}

/** The call, shared with `createApi().exchangeToken`. The secret, the code and the verifier are redacted from any error. */
export function tokenCall({ clientId, clientSecret, code, redirectUri, codeVerifier }: TokenRequest): Call<typeof TokenAnswer> {
  return {
    operation: 'exchangeToken',
    method: 'POST',
    path: '/developers/v1/oauth/token',
    auth: false,
    json: {
      grant_type: 'authorization_code',
      client_id: clientId,
      client_secret: clientSecret,
      code,
      ...(redirectUri === undefined ? {} : { redirect_uri: redirectUri }),
      ...(codeVerifier === undefined ? {} : { code_verifier: codeVerifier }),
    },
    schema: TokenAnswer,
    secrets: [clientSecret, code, ...(codeVerifier === undefined ? [] : [codeVerifier])],
  };
}

/** Budget stand-in for the token endpoint, which spends nothing: any use of it would be a bug. */
const noBudget = {
  spend: () => Promise.reject(new Error('the token exchange is not rate-limited')),
  markFull: () => Promise.reject(new Error('the token exchange is not rate-limited')),
};

/** Exchanges a code for `{accessToken, tokenType}` without an API client (for the broker). */
export function exchangeToken(
  deps: { baseUrl: string; fetch: typeof fetch; clock?: Clock; timeoutMs?: number; sleep?: (ms: number) => Promise<void> },
  request: TokenRequest,
) {
  const send = createTransport({ clock: { now: Date.now }, ...deps, credential: null, budget: noBudget, isOnline: () => true });
  return send(tokenCall(request));
}
