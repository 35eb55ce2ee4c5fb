/** "Load preview" for an address that is not the shared page: at most 512 KB of its HTML, fetched the guarded way. */
import type { Said } from '@/lib/errors/data';
import { say } from '@/lib/errors/quickpost-error';
import { webAddress } from './prefill-text';

/** The `<head>` with its meta tags comes first. */
export const MAX_HTML_BYTES = 512 * 1024;

/** A page-given address fetched the one way (guarded-page-fetch.ts): at most `maxBytes`, `accept` as Accept. */
export type GuardedFetch = (
  url: string,
  options: { maxBytes: number; accept: string },
) => Promise<{ ok: true; url: string; contentType: string; bytes: Uint8Array } | { ok: false; failure: Said }>;

export type PageHtml = { ok: true; url: string; html: string } | { ok: false; failure: Said };

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

/** The page's HTML, decoded by its declared charset (UTF-8 when none or unknown), or why not as data. */
export async function fetchPageHtml(url: string, guardedFetch: GuardedFetch): Promise<PageHtml> {
  const address = webAddress(url);
  if (!address) return { ok: false, failure: say('link_card_bad_address') };
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
