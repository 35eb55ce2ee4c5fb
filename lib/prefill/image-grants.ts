/**
 * A host permission asked for one image is given back however the image's flow ends (docs/security.md). The composer
 * notes each origin as it asks; the background sweeps the granted origins against that note, so only those go.
 */
import type { Prefill } from '@/lib/storage/prefill-item';

/** The match pattern a host permission is granted as (the one image-fetch.ts asks for). */
export const hostPattern = (address: string): string | null => {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.protocol}//${url.hostname}/*` : null;
  } catch {
    return null;
  }
};

/** The image states in which its host may be asked for, or in use by the fetch. */
const IN_FLIGHT: ReadonlySet<string> = new Set(['needs-permission', 'fetching']);

/**
 * What to give back of the origins `asked` for images, and which to go on noting: each that is still granted goes,
 * unless the waiting image may be using it right now, or Quickpost keeps it for itself (`keep`: the service, app,
 * broker and relay origins and the manifest's own — the person may have asked for one of those for an image too).
 */
export function strayImageGrants(
  asked: readonly string[],
  granted: readonly string[],
  keep: readonly string[],
  waiting: Prefill | null,
): { remove: string[]; noted: string[] } {
  const image = waiting?.image;
  const inUse = image && IN_FLIGHT.has(image.state) ? hostPattern(image.srcUrl) : null;
  const has = new Set(granted);
  const kept = new Set(keep);
  const noted = asked.filter((origin) => origin === inUse);
  const remove = asked.filter((origin) => origin !== inUse && has.has(origin) && !kept.has(origin));
  return { remove, noted };
}
