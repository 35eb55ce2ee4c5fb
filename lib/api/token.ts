/**
 * The OAuth code exchange (POST /developers/v1/oauth/token) as a call of the client. It needs the client secret,
 * so a real deployment makes it server-side, in the broker (broker/token-endpoint.ts, which shares no code with
 * the extension); the client keeps it for tests against the sandbox. No auth header, no rate bucket (Limits).
 */
import type { Call } from './request';
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
export function tokenCall({
  clientId,
  clientSecret,
  code,
  redirectUri,
  codeVerifier,
}: TokenRequest): Call<typeof TokenAnswer> {
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
