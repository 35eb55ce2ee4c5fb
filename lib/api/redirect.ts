/**
 * No credential over a redirect: a followed redirect would hand the key to wherever the API host points (fetch drops
 * only `Authorization` across origins, never `X-API-KEY`), so API requests use `redirect: 'manual'` and a redirect
 * ends the call.
 */
import { ApiRedirectError } from '../errors/own-errors';
import type { Operation } from '../service/operations';

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
export function refuseRedirect(response: Response, requestUrl: string, operation: Operation): void {
  const redirect =
    response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400 && response.status !== 304);
  if (!redirect) return;
  throw new ApiRedirectError(operation, targetOf(response, requestUrl), new URL(requestUrl).host);
}
