/**
 * A `GuardedFetch` (link-card-fetch.ts) for the link card until the guarded fetch of page-given addresses in
 * image-fetch.ts takes its place: no address on this computer or the local network (local-address.ts; the service's
 * own origins excepted), no redirect followed (`redirect: 'manual'`: a 3xx is refused, never read), no cookies,
 * and the body read only up to `maxBytes`.
 */
import { t } from '@/lib/i18n/t';
import type { GuardedFetch } from './link-card-fetch';
import { localAddressNeedingConsent } from './local-address';

const TIMEOUT_MS = 15_000;

/** Reads at most `max` bytes of the body, then stops reading. */
async function readUpTo(response: Response, max: number): Promise<Uint8Array> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array(await response.arrayBuffer()).subarray(0, max);
  const out = new Uint8Array(max);
  let size = 0;
  while (size < max) {
    const { done, value } = await reader.read();
    if (done) break;
    const take = value.subarray(0, max - size);
    out.set(take, size);
    size += take.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return out.subarray(0, size);
}

export function guardedPageFetch(deps: { fetch: typeof fetch; serviceOrigins: readonly string[] }): GuardedFetch {
  return async (url, { maxBytes, accept }) => {
    const address = new URL(url);
    const local = localAddressNeedingConsent(address, deps.serviceOrigins);
    if (local) return { ok: false, message: t('link_card_local', local) };
    const response = await deps.fetch(address.href, {
      redirect: 'manual',
      credentials: 'omit',
      headers: { accept },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, message: t('link_card_redirect', address.hostname) };
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, message: t('link_card_refused', address.hostname, response.status) };
    }
    return {
      ok: true,
      url: address.href,
      contentType: response.headers.get('content-type') ?? '',
      bytes: await readUpTo(response, maxBytes),
    };
  };
}
