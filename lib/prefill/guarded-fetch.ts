// The one way to fetch an address a web page gave, so nothing local is reached unasked (docs/security.md); redirects
// are refused, since an extension cannot see where one leads before it is followed.
import { localAddressNeedingConsent } from './local-address';

export type GuardedAnswer =
  | { ok: true; response: Response }
  /** Local: fetched only once the person agrees to `address` ("127.0.0.1:5555"). */
  | { ok: false; why: 'confirm'; address: string }
  | { ok: false; why: 'redirect' }
  /** Offline, refused by CORS, timed out, or an address the browser cannot fetch. */
  | { ok: false; why: 'unreachable' };

export interface GuardedFetchDeps {
  fetch: typeof fetch;
  /** The configured service's and broker's origins: the only local addresses fetched without asking. */
  exempt: readonly string[];
  confirmed?: string | undefined;
  timeoutMs: number;
  accept?: string;
}

export async function guardedFetch(url: URL, deps: GuardedFetchDeps): Promise<GuardedAnswer> {
  const local = localAddressNeedingConsent(url, deps.exempt);
  if (local && local !== deps.confirmed) return { ok: false, why: 'confirm', address: local };
  let response: Response;
  try {
    response = await deps.fetch(url.href, {
      redirect: 'manual',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      ...(deps.accept ? { headers: { accept: deps.accept } } : {}),
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
  } catch {
    return { ok: false, why: 'unreachable' };
  }
  // As the browser shows a redirect under `redirect: 'manual'`, or a runtime that shows the status.
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, why: 'redirect' };
  }
  return { ok: true, response };
}

/** A body up to `max` bytes; past that (whatever Content-Length says) null, or with `cut` the first `max`. */
export async function readCapped(response: Response, max: number, cut = false): Promise<Blob | null> {
  if (!cut && Number(response.headers.get('content-length')) > max) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  const reader = response.body?.getReader();
  if (!reader) return (await response.blob()).slice(0, cut ? max : undefined);
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size <= max) {
    const { done, value } = await reader.read();
    if (done) return new Blob(chunks as BlobPart[]);
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return cut ? new Blob(chunks as BlobPart[]).slice(0, max) : null;
}
