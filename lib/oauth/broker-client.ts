/**
 * The extension's side of the broker (broker/app.ts): POST {broker}/exchange with the code, the redirect
 * URI and the PKCE verifier; the answer is the service's token answer `{access_token, token_type}`.
 * Failures become Quickpost errors with a sentence (docs/design.md §3.1: broker unreachable, exchange refused, reused code).
 */
import { z } from 'zod/mini';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { t } from '@/lib/i18n/t';
import { BROKER_WAIT_MS } from './broker-wait';

const TokenAnswer = z.object({ access_token: z.string().check(z.minLength(1)), token_type: z.optional(z.string()) });
const Refusal = z.object({ error: z.optional(z.string()), message: z.optional(z.string()) });

export interface BrokerRequest {
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

export interface BrokerDeps {
  brokerUrl: string;
  fetch: typeof fetch;
  /** A person is waiting in front of a spinner. */
  timeoutMs?: number;
}

export async function exchangeViaBroker(
  deps: BrokerDeps,
  request: BrokerRequest,
): Promise<{ token: string; tokenType: string }> {
  const fetchFn = deps.fetch;
  const where = deps.brokerUrl;
  let response: Response;
  try {
    response = await fetchFn(`${where.replace(/\/+$/, '')}/exchange`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        code: request.code,
        redirect_uri: request.redirectUri,
        code_verifier: request.codeVerifier,
      }),
      signal: AbortSignal.timeout(deps.timeoutMs ?? BROKER_WAIT_MS),
      credentials: 'omit',
    });
  } catch {
    throw new QuickpostError('broker_unreachable', where);
  }
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (response.ok) {
    const token = TokenAnswer.safeParse(json);
    if (token.success) return { token: token.data.access_token, tokenType: token.data.token_type ?? 'bearer' };
    throw new QuickpostError('broker_no_token', where);
  }
  const refusal = Refusal.safeParse(json);
  const said = refusal.success && refusal.data.message ? t('broker_it_said', refusal.data.message) : '';
  if (refusal.success && refusal.data.error === 'invalid_grant') {
    throw new QuickpostError('broker_code_refused', said);
  }
  throw new QuickpostError('broker_failed', response.status, said);
}
