/**
 * A followed redirect would hand the key to wherever it points (fetch drops only `Authorization` across origins,
 * never `X-API-KEY`), so requests use `redirect: 'manual'` and a redirect ends the call.
 */
import { QuickpostError } from '../errors/quickpost-error';

export function refuseRedirect(response: Response, requestUrl: string): void {
  const redirect =
    response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400 && response.status !== 304);
  if (!redirect) return;
  const location = response.headers.get('location'); // none in a browser's opaque redirect
  const target = location && URL.canParse(location, requestUrl) ? new URL(location, requestUrl).host : '';
  const apiHost = new URL(requestUrl).host;
  throw target
    ? new QuickpostError('api_redirected', apiHost, target)
    : new QuickpostError('api_redirected_hidden', apiHost);
}
