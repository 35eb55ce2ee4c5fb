/**
 * An address taken apart as written, so that cleaning or tagging it changes the parameters it means to and leaves
 * every other character as it was (a re-encoded query can break a signed link).
 */

export interface UrlParts {
  /** Scheme, host and path. */
  base: string;
  /** The query's `&`-separated pieces as written; null for no `?`. */
  query: string[] | null;
  /** After `#`; null for no `#`. */
  hash: string | null;
}

/** The host of an http(s) address; null for another scheme or an address that does not parse. */
export function webHost(url: string): string | null {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? hostname : null;
  } catch {
    return null;
  }
}

export function splitUrl(url: string): UrlParts {
  const hashAt = url.indexOf('#');
  const main = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = main.indexOf('?');
  return {
    base: queryAt < 0 ? main : main.slice(0, queryAt),
    query: queryAt < 0 ? null : main.slice(queryAt + 1).split('&'),
    hash: hashAt < 0 ? null : url.slice(hashAt + 1),
  };
}

/** The query joined again, without a bare `?` when no piece is left. */
export const joinQuery = (pieces: string[]): string => (pieces.length ? `?${pieces.join('&')}` : '');

/** A piece's parameter name, decoded (`utm%5Fsource`, `+`), without the `amp;` of an address copied from HTML. */
export function paramName(piece: string): string {
  const raw = piece.split('=', 1)[0]!.replace(/\+/g, ' ');
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // a stray `%`: the name as written
  }
  return name.replace(/^amp;/i, '');
}

/** Whether `host` is one of `sites` or a subdomain of one. */
export const onSite = (host: string, sites: readonly string[]): boolean =>
  sites.some((site) => host === site || host.endsWith(`.${site}`));
