/**
 * The two ends of the consent redirect (GET {app_url}/oauth/authorize): the URL that opens the consent page, and
 * where it sends the browser back — `code=…&state=…` when approved, `error=access_denied&state=…` when denied.
 */
import { QuickpostError } from '@/lib/errors/quickpost-error';

/** `redirectUri` must equal a registered one exactly (Authentication rule 5). */
export function authorizeUrl(r: {
  appUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}): string {
  const url = new URL(`${r.appUrl.replace(/\/+$/, '')}/oauth/authorize`);
  url.search = new URLSearchParams({
    client_id: r.clientId,
    redirect_uri: r.redirectUri,
    response_type: 'code',
    state: r.state,
    code_challenge: r.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/** The state is checked before anything else, even an error: an answer with a foreign state is not ours at all. */
export function readRedirect(redirected: string, expectedState: string): { code: string } {
  let url: URL;
  try {
    url = new URL(redirected);
  } catch {
    throw new QuickpostError('signin_unreadable');
  }
  // Some servers answer in the fragment; the interface says query, both are read.
  const params = new URLSearchParams(url.search || url.hash.replace(/^#/, ''));
  if (params.get('state') !== expectedState) {
    throw new QuickpostError('signin_wrong_state');
  }
  const error = params.get('error');
  if (error === 'access_denied') {
    throw new QuickpostError('signin_denied');
  }
  if (error) {
    const detail = params.get('error_description');
    throw new QuickpostError('signin_refused', detail ? `${error}: ${detail}` : error);
  }
  const code = params.get('code');
  if (!code) throw new QuickpostError('signin_no_code');
  return { code };
}
