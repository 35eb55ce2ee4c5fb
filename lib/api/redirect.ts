/**
 * No credential over a redirect: a followed redirect would hand the key to wherever the API host points (fetch drops
 * only `Authorization` across origins, never `X-API-KEY`), so API requests use `redirect: 'manual'` and a redirect
 * ends the call.
 */
import { QuickpostError } from '../errors/quickpost-error';

/** The host a redirect answer points to, '' when it cannot be read (a browser's opaque redirect). */
function targetOf(response: Response, requestUrl: string): string {
  const location = response.headers.get('location');
  if (!location) return '';
  try {
    return new URL(location, requestUrl).host;
  } catch {
    return '';
  }
}

/** Throws when `response` is a redirect (an opaque one, or a 3xx with `Location`); otherwise does nothing. */
export function refuseRedirect(response: Response, requestUrl: string): void {
  const redirect =
    response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400 && response.status !== 304);
  if (!redirect) return;
  const target = targetOf(response, requestUrl);
  const apiHost = new URL(requestUrl).host;
  throw target
    ? new QuickpostError('api_redirected', apiHost, target)
    : new QuickpostError('api_redirected_hidden', apiHost);
}
