/**
 * An address without the parameters that only track where a click came from (tracking-parameters.ts), in the query
 * and in a fragment that carries one (`#/route?…`, `#utm_source=…`). Anything else is returned exactly as given.
 */
import { isTracking } from './tracking-parameters';
import { joinQuery, paramName, splitUrl, webHost } from './url-parts';

/** A fragment that is itself a list of parameters, as some analytics put them. */
const PARAMETER_LIST = /^[^=&/?#:]+=[^&]*(&[^=&/?#:]+=[^&]*)*$/;

const keep = (pieces: string[], host: string) => pieces.filter((piece) => !isTracking(paramName(piece), host));

function cleanHash(hash: string, host: string): string {
  const queryAt = hash.indexOf('?');
  if (queryAt >= 0) return `#${hash.slice(0, queryAt)}${joinQuery(keep(hash.slice(queryAt + 1).split('&'), host))}`;
  if (!PARAMETER_LIST.test(hash)) return `#${hash}`;
  const kept = keep(hash.split('&'), host);
  return kept.length ? `#${kept.join('&')}` : '';
}

export function cleanUrl(url: string): string {
  const host = webHost(url);
  if (host === null) return url;
  const { base, query, hash } = splitUrl(url);
  const cleaned =
    base + (query === null ? '' : joinQuery(keep(query, host))) + (hash === null ? '' : cleanHash(hash, host));
  return cleaned.length === url.length ? url : cleaned;
}
