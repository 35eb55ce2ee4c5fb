/**
 * The one way Quickpost fetches an address a web page gave it, so that nothing reaches this computer or the local
 * network unasked (docs/security.md, "Nothing local without asking"). Redirects are refused, since an extension
 * cannot see where one leads before the browser follows it.
 */
import { localAddressNeedingConsent } from './local-address';

export type GuardedAnswer =
  | { ok: true; response: Response }
  /** On this computer or the local network: fetched only once the person agrees to `address` ("127.0.0.1:5555"). */
  | { ok: false; why: 'confirm'; address: string }
  /** The address answered with a redirect, which was not followed. */
  | { ok: false; why: 'redirect' }
  /** No answer: offline, refused by CORS, timed out, or an address the browser cannot fetch. */
  | { ok: false; why: 'unreachable' };

export interface GuardedFetchDeps {
  fetch: typeof fetch;
  /** The configured service's and broker's origins: the only local addresses fetched without asking. */
  exempt: readonly string[];
  /** The local address the person has agreed to fetch from, if any. */
  confirmed?: string | undefined;
  timeoutMs: number;
  /** The Accept header to send, if any. */
  accept?: string;
}

/** A redirect, as the browser shows it under `redirect: 'manual'` (or a runtime that shows the status). */
const isRedirect = (response: Response) =>
  response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);

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
  if (isRedirect(response)) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, why: 'redirect' };
  }
  return { ok: true, response };
}

/** Reads a body, refusing it once it passes `max` bytes (a missing or lying Content-Length included); null then. */
export async function readCapped(response: Response, max: number): Promise<Blob | null> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > max) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Blob(chunks as BlobPart[]);
}
