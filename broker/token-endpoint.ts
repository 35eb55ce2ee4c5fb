/**
 * The service's token endpoint (POST /developers/v1/oauth/token, docs/service-interface.md): the one request the
 * broker makes. It takes no auth header and counts against no rate bucket (Limits). A 5xx is tried again
 * 1, 2, 4 and 8 s later (Errors → Retry guidance) as long as the caller's deadline allows; a lost connection
 * only when nothing can have reached the service, since a code is single-use and a replayed one revokes its
 * tokens. Nothing it returns or throws holds the code, the verifier or the client secret.
 */
import { z } from 'zod';

export interface TokenRequest {
  serviceUrl: string;
  clientId: string;
  clientSecret: string;
  code: string;
  /** RFC 6749 §4.1.3 and RFC 7636: not in the interface's body table, standard OAuth all the same. */
  redirectUri: string;
  codeVerifier: string;
}

export type TokenOutcome =
  | { ok: true; accessToken: string; tokenType: string }
  /** The service refused: its status and its own words (redacted). */
  | { ok: false; kind: 'refused'; status: number; message: string }
  /** No answer (after the retries the deadline allowed). */
  | { ok: false; kind: 'unreachable' }
  /** An answer without a token. */
  | { ok: false; kind: 'unreadable' };

export interface TokenDeps {
  fetch: typeof fetch;
  /** Waits before a retry; rejects when the wait would outlive the deadline. */
  sleep(ms: number): Promise<void>;
}

const SERVER_ERROR_DELAYS_MS = [1000, 2000, 4000, 8000];
/** Connection errors (Node's) that mean no byte of the request reached a server. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

const TokenAnswer = z.looseObject({ access_token: z.string().min(1), token_type: z.string().optional() });
const ErrorBody = z.looseObject({
  message: z.string().optional().catch(undefined),
  error_description: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

function notSent(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' && NOT_SENT.has(cause.code);
}

function redact(text: string, secrets: string[]): string {
  return secrets.filter((s) => s.length >= 4).reduce((out, secret) => out.split(secret).join('[redacted]'), text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Asks the token endpoint for a token; resolves with what came of it, never with an exception for a refusal. */
export async function requestToken(request: TokenRequest, deps: TokenDeps): Promise<TokenOutcome> {
  const secrets = [request.code, request.codeVerifier, request.clientSecret];
  const body = JSON.stringify({
    grant_type: 'authorization_code',
    client_id: request.clientId,
    client_secret: request.clientSecret,
    code: request.code,
    redirect_uri: request.redirectUri,
    code_verifier: request.codeVerifier,
  });
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await deps.fetch(`${request.serviceUrl.replace(/\/+$/, '')}/developers/v1/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body,
        // Never on to another host with the code and the secret (workerd has no redirect: 'error').
        redirect: 'manual',
      });
    } catch (error) {
      if (!notSent(error) || attempt >= 2) return { ok: false, kind: 'unreachable' };
      await deps.sleep(1000 * (attempt + 1));
      continue;
    }
    const text = await response.text();
    if (response.status >= 500 && attempt < SERVER_ERROR_DELAYS_MS.length) {
      await deps.sleep(SERVER_ERROR_DELAYS_MS[attempt]!);
      continue;
    }
    if (!response.ok) {
      const said = ErrorBody.safeParse(parseJson(text));
      const words =
        (said.success && (said.data.message ?? said.data.error_description ?? said.data.error)) || response.statusText;
      return { ok: false, kind: 'refused', status: response.status, message: redact(words, secrets) };
    }
    const token = TokenAnswer.safeParse(parseJson(text));
    return token.success
      ? { ok: true, accessToken: token.data.access_token, tokenType: token.data.token_type ?? 'bearer' }
      : { ok: false, kind: 'unreadable' };
  }
}
