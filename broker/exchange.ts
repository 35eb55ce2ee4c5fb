/**
 * The broker's one job: trade an authorization code for a token at the service's token endpoint
 * (POST /developers/v1/oauth/token, docs/service-interface.md) through lib/api's `exchangeToken`, and turn the
 * client's typed errors into the few refusals the extension can explain.
 */
import { exchangeToken } from '../lib/api/token';
import { isApiHttpError, isApiNetworkError, isApiTimeoutError } from '../lib/errors/transport';
import { deadline } from './deadline';

/**
 * The whole exchange, retries included, ends within this: below the extension's wait
 * (lib/oauth/broker-wait.ts, 20 s), so that the broker never mints a token after the extension gave up.
 */
export const DEFAULT_EXCHANGE_DEADLINE_MS = 15_000;

export interface ExchangeInput {
  code: string;
  /** The redirect URI the code was issued for (RFC 6749 §4.1.3). */
  redirectUri: string;
  /** PKCE (RFC 7636), required by the broker; the interface does not name it, so a service may ignore it. */
  codeVerifier: string;
}
export interface ExchangeResult {
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

/** Maps a failed exchange to a refusal. `error.serviceMessage` is already redacted of the code and secret. */
export function refusalFor(error: unknown): ExchangeRefused {
  if (isApiHttpError(error)) {
    // 400 (invalid_grant: used, expired, foreign or mismatched code) is the person's to retry by signing in again.
    if (error.status === 400) return new ExchangeRefused('invalid_grant', error.serviceMessage);
    if (error.status === 401 || error.status === 403) {
      return new ExchangeRefused('invalid_client', 'The service refused the broker’s client id or secret: the broker’s operator must fix its configuration.');
    }
    return new ExchangeRefused('service_error', `The service failed to exchange the code (HTTP ${error.status}).`);
  }
  if (isApiNetworkError(error) || isApiTimeoutError(error)) {
    return new ExchangeRefused('service_unreachable', 'The broker could not reach the service.');
  }
  return new ExchangeRefused('service_error', 'The service answered the exchange in an unexpected way.');
}

/** The production `exchange`: the service's token endpoint, with this broker's client credentials. */
export function serviceExchange(options: ServiceExchangeOptions): Exchange {
  return async ({ code, redirectUri, codeVerifier }) => {
    const ms = options.deadlineMs ?? DEFAULT_EXCHANGE_DEADLINE_MS;
    const bound = deadline(ms, options.fetch ?? ((input, init) => fetch(input, init)));
    try {
      const token = await exchangeToken(
        { baseUrl: options.serviceUrl, fetch: bound.fetch, timeoutMs: ms, sleep: bound.sleep },
        { clientId: options.clientId, clientSecret: options.clientSecret, code, redirectUri, codeVerifier },
      );
      return { access_token: token.accessToken, token_type: token.tokenType };
    } catch (error) {
      if (bound.passed() || (error as { name?: unknown } | null)?.name === 'DeadlinePassed') {
        throw new ExchangeRefused('service_unreachable', 'The service did not answer the exchange in time.');
      }
      throw refusalFor(error);
    }
  };
}
