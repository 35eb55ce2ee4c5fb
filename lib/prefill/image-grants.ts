// A host asked for one image is given back however its flow ends (docs/security.md): the composer notes each as it
// asks, and the background gives back only those.
import type { Prefill } from '@/lib/storage/prefill';
import { webAddress } from './prefill-text';

export const hostPattern = (address: string): string | null => {
  const url = webAddress(address);
  return url && `${url.protocol}//${url.hostname}/*`;
};

const IN_FLIGHT: ReadonlySet<string> = new Set(['needs-permission', 'fetching']);

/** Of the origins asked for images, each still granted goes, unless the waiting image uses it or Quickpost keeps it. */
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
