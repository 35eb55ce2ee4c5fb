// A thumbnail from bytes fetched the guarded way: an `<img>` would follow redirects blind and could reach a local
// address before the person agreed (docs/security.md).
import { guardedFetch, readCapped } from './guarded-fetch';
import { webAddress } from './prefill-text';

/** A preview image is rarely over a few megabytes; a bigger one gets no thumbnail. */
const MAX_BYTES = 8 * 1024 * 1024;
const TIMEOUT_MS = 15_000;
/** The tile shows 96 px; twice that for high-density screens. */
const SIDE = 192;
/** An image that cannot be scaled (SVG in a worker) is shown as it came when it is this small. */
const MAX_AS_IS = 256 * 1024;

export interface ThumbnailDeps {
  fetch: typeof fetch;
  exempt: readonly string[];
  shrink?: (image: Blob, side: number) => Promise<Blob | null>;
}

async function shrinkImage(image: Blob, side: number): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(image);
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(
      Math.max(1, Math.round(bitmap.width * scale)),
      Math.round(bitmap.height * scale),
    );
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 });
  } catch {
    return null;
  }
}

/** `data:` URL of `blob`, without FileReader (a service worker may lack it). */
export async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type};base64,${btoa(binary)}`;
}

export async function thumbnailOf(src: string, deps: ThumbnailDeps): Promise<string | null> {
  const url = webAddress(src);
  if (!url) return null;
  const answer = await guardedFetch(url, { fetch: deps.fetch, exempt: deps.exempt, timeoutMs: TIMEOUT_MS });
  if (!answer.ok || !answer.response.ok) {
    if (answer.ok) await answer.response.body?.cancel().catch(() => undefined);
    return null;
  }
  const type = answer.response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!/^image\/[\w.+-]+$/.test(type)) {
    await answer.response.body?.cancel().catch(() => undefined);
    return null;
  }
  const body = await readCapped(answer.response, MAX_BYTES).catch(() => null);
  if (!body) return null;
  const image = new Blob([body], { type });
  const small = await (deps.shrink ?? shrinkImage)(image, SIDE);
  if (small) return dataUrlOf(small);
  return image.size <= MAX_AS_IS ? dataUrlOf(image) : null;
}
