/**
 * "Load preview" for an address that is not the page being shared (docs/design.md §3.7): at most 512 KB of its HTML,
 * only through the guarded fetch, only on the person's click; the composer parses it (link-card.ts).
 */
import type { Said } from '@/lib/errors/data';
import { say } from '@/lib/errors/quickpost-error';

/** The HTML of a page is read up to this: the `<head>` with its meta tags comes first. */
export const MAX_HTML_BYTES = 512 * 1024;

type GuardedAnswer =
  | {
      ok: true;
      /** where the answer came from (no redirect is followed) */ url: string;
      contentType: string;
      bytes: Uint8Array;
    }
  | { ok: false; failure: Said };

/**
 * The one way a page-given address is fetched: local-network checks on every hop, redirects refused, no cookies,
 * at most `maxBytes` read (more is cut off, not an error), `accept` sent as the Accept header.
 */
export type GuardedFetch = (url: string, options: { maxBytes: number; accept: string }) => Promise<GuardedAnswer>;

export type PageHtml = { ok: true; url: string; html: string } | { ok: false; failure: Said };

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

/** The page's HTML, decoded by its declared charset (UTF-8 when none or unknown); why not, as data, when it is none. */
export async function fetchPageHtml(url: string, guardedFetch: GuardedFetch): Promise<PageHtml> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return { ok: false, failure: say('link_card_bad_address') };
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:')
    return { ok: false, failure: say('link_card_bad_address') };
  const answer = await guardedFetch(address.href, { maxBytes: MAX_HTML_BYTES, accept: HTML_TYPES.join(', ') }).catch(
    () => ({ ok: false as const, failure: say('link_card_no_answer', address.hostname) }),
  );
  if (!answer.ok) return answer;
  const [type = '', ...params] = answer.contentType
    .toLowerCase()
    .split(';')
    .map((p) => p.trim());
  if (!HTML_TYPES.includes(type)) return { ok: false, failure: say('link_card_not_html', address.hostname) };
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice(8)
    .replace(/"/g, '');
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset || 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return { ok: true, url: answer.url, html: decoder.decode(answer.bytes.subarray(0, MAX_HTML_BYTES)) };
}
