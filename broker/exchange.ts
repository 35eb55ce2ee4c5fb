/**
 * The broker's one job: trade an authorization code for a token at the service's token endpoint
 * (POST /developers/v1/oauth/token, docs/service-interface.md; broker/token-endpoint.ts), and turn what came of
 * it into the few refusals the extension can explain.
 */
import { DeadlinePassed, deadline } from './deadline';
import { requestToken, type TokenOutcome } from './token-endpoint';

/**
 * The whole exchange, retries included, ends within this: below the extension's wait
 * (lib/oauth/broker-client.ts, 20 s), so that the broker never mints a token after the extension gave up.
 */
export const DEFAULT_EXCHANGE_DEADLINE_MS = 15_000;

interface ExchangeInput {
  code: string;
  /** The redirect URI the code was issued for (RFC 6749 §4.1.3). */
  redirectUri: string;
  /** PKCE (RFC 7636), required by the broker; the interface does not name it, so a service may ignore it. */
  codeVerifier: string;
}
interface ExchangeResult {
  access_token: string;
  token_type: string;
}
export type Exchange = (input: ExchangeInput) => Promise<ExchangeResult>;

export type RefusalKind = 'invalid_grant' | 'invalid_client' | 'service_unreachable' | 'service_error';

/** What the service said when it refused the code, or why it could not be asked. Never holds the code or a secret. */
export class ExchangeRefused extends Error {
  override readonly name = 'ExchangeRefused';
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
  }
}

export interface ServiceExchangeOptions {
  /** The service's `{base_url}`. */
  serviceUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  /** For the whole exchange, retries included (DEFAULT_EXCHANGE_DEADLINE_MS). */
  deadlineMs?: number;
}

/** Maps a failed exchange to a refusal. The service's words are already redacted of the code and secret. */
export function refusalFor(outcome: Exclude<TokenOutcome, { ok: true }>): ExchangeRefused {
  if (outcome.kind === 'refused') {
    // 400 (invalid_grant: used, expired, foreign or mismatched code) is the person's to retry by signing in again.
    if (outcome.status === 400) return new ExchangeRefused('invalid_grant', outcome.message);
    if (outcome.status === 401 || outcome.status === 403) {
      return new ExchangeRefused(
        'invalid_client',
        'The service refused the broker’s client id or secret: the broker’s operator must fix its configuration.',
      );
    }
    return new ExchangeRefused('service_error', `The service failed to exchange the code (HTTP ${outcome.status}).`);
  }
  if (outcome.kind === 'unreachable')
    return new ExchangeRefused('service_unreachable', 'The broker could not reach the service.');
  return new ExchangeRefused('service_error', 'The service answered the exchange in an unexpected way.');
}

/** The production `exchange`: the service's token endpoint, with this broker's client credentials. */
export function serviceExchange(options: ServiceExchangeOptions): Exchange {
  return async ({ code, redirectUri, codeVerifier }) => {
    const bound = deadline(
      options.deadlineMs ?? DEFAULT_EXCHANGE_DEADLINE_MS,
      options.fetch ?? ((input, init) => fetch(input, init)),
    );
    const late = () => new ExchangeRefused('service_unreachable', 'The service did not answer the exchange in time.');
    let outcome: TokenOutcome;
    try {
      outcome = await requestToken(
        {
          serviceUrl: options.serviceUrl,
          clientId: options.clientId,
          clientSecret: options.clientSecret,
          code,
          redirectUri,
          codeVerifier,
        },
        bound,
      );
    } catch (error) {
      if (error instanceof DeadlinePassed || bound.passed()) throw late();
      throw error;
    }
    if (outcome.ok) return { access_token: outcome.accessToken, token_type: outcome.tokenType };
    if (outcome.kind === 'unreachable' && bound.passed()) throw late();
    throw refusalFor(outcome);
  };
}
