/**
 * The extension's side of the broker (broker/app.ts): POST {broker}/exchange with the code, the redirect URI and the
 * PKCE verifier, for the service's token answer; failures become Quickpost errors (docs/design.md §3.1).
 */
import { z } from 'zod/mini';
import { QuickpostError } from '../errors/quickpost-error';
import { t } from '../i18n/t';
import { TokenAnswer } from '../api/schemas';

/** A person waits in front of a spinner; the broker's own deadline (broker/exchange.ts) lies below it. */
export const BROKER_WAIT_MS = 20_000;

const Refusal = z.object({ error: z.optional(z.string()), message: z.optional(z.string()) });

export async function exchangeViaBroker(
  deps: { brokerUrl: string; fetch: typeof fetch; timeoutMs?: number },
  request: { code: string; redirectUri: string; codeVerifier: string },
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
    if (token.success) return { token: token.data.accessToken, tokenType: token.data.tokenType };
    throw new QuickpostError('broker_no_token', where);
  }
  const refusal = Refusal.safeParse(json);
  const said = refusal.success && refusal.data.message ? t('broker_it_said', refusal.data.message) : '';
  if (refusal.success && refusal.data.error === 'invalid_grant') {
    throw new QuickpostError('broker_code_refused', said);
  }
  throw new QuickpostError('broker_failed', response.status, said);
}
