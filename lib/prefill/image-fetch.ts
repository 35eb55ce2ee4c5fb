/** "Post this image": the bytes, fetched the guarded way, asking for the host when CORS refuses; refusals are data. */
import type { Said } from '@/lib/errors/data';
import { say } from '@/lib/errors/quickpost-error';
import { guardedFetch, readCapped } from './guarded-fetch';

/** Images on web pages are rarely over a few megabytes; a bigger one is held whole in the worker's memory. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 30_000;

export type ImageFetch =
  | { ok: true; file: Blob; name: string }
  | { ok: false; needs: 'permission'; origin: string; host: string }
  /** On this computer or the local network: fetched only once the person says so. */
  | { ok: false; needs: 'confirm'; address: string }
  | { ok: false; needs?: undefined; failure: Said };

export interface ImageFetchDeps {
  fetch: typeof fetch;
  hasOrigins(patterns: string[]): Promise<boolean>;
  maxBytes?: number;
  /** The configured service's and broker's origins: the only local addresses fetched without asking. */
  serviceOrigins?: readonly string[];
  confirmed?: string | undefined;
}

const failed = (failure: Said): ImageFetch => ({ ok: false, failure });
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export function fileNameFor(url: URL, type: string): string {
  let last = '';
  try {
    last = url.protocol === 'data:' ? '' : decodeURIComponent(url.pathname.split('/').pop() ?? '');
  } catch {
    // A bad % escape (`/100%.png`): the generic name, never an exception that leaves the composer waiting.
  }
  if (/^[^\\/:*?"<>|]{1,120}\.[a-z0-9]{2,5}$/i.test(last)) return last;
  return `image.${type === 'image/jpeg' ? 'jpg' : (type.split('/')[1]?.replace(/\W.*/, '') ?? 'img')}`;
}

export async function fetchImage(srcUrl: string, deps: ImageFetchDeps): Promise<ImageFetch> {
  const max = deps.maxBytes ?? MAX_IMAGE_BYTES;
  let url: URL;
  try {
    url = new URL(srcUrl);
  } catch {
    return failed(say('image_bad_address'));
  }
  if (url.protocol === 'blob:') return failed(say('image_blob'));
  const web = url.protocol !== 'data:';
  // Base64 carries 3 bytes in 4 characters: refused before decoding anything too big.
  if (!web && srcUrl.length * 0.75 > max) return failed(say('image_too_big', megabytes(max)));
  if (web && url.protocol !== 'https:' && url.protocol !== 'http:')
    return failed(say('image_bad_protocol', url.protocol));
  const origin = `${url.protocol}//${url.hostname}/*`;
  const answer = await guardedFetch(url, {
    fetch: deps.fetch,
    exempt: deps.serviceOrigins ?? [],
    confirmed: deps.confirmed,
    timeoutMs: TIMEOUT_MS,
  });
  if (!answer.ok) {
    if (answer.why === 'confirm') return { ok: false, needs: 'confirm', address: answer.address };
    if (answer.why === 'redirect') return failed(say('image_redirect_refused', url.host));
    // A fetch the host's CORS refused looks exactly like a network failure: without the host permission, ask for it.
    if (web && !(await deps.hasOrigins([origin])))
      return { ok: false, needs: 'permission', origin, host: url.hostname };
    return failed(web ? say('image_no_answer', url.hostname) : say('image_unreadable'));
  }
  const { response } = answer;
  if (!response.ok) return failed(say('image_refused', url.hostname, response.status));
  const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!/^image\/[\w.+-]+$/.test(type)) return failed(say('image_not_image'));
  const body = await readCapped(response, max).catch(() => undefined);
  if (body === null) return failed(say('image_too_big', megabytes(max)));
  if (!body) return failed(say('image_broken', url.hostname));
  return { ok: true, file: new Blob([body], { type }), name: fileNameFor(url, type) };
}
