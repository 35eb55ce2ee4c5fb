/**
 * A host asked for one image is given back however the flow ends (lib/prefill/image-grants.ts): only origins asked for
 * images go, never one Quickpost keeps, and not the one the waiting image may be using right now.
 */
import { describe, expect, it } from 'vitest';
import { hostPattern, strayImageGrants } from '@/lib/prefill/image-grants';
import type { Prefill } from '@/lib/storage/prefill';

const waiting = (state: NonNullable<Prefill['image']>['state']): Prefill => ({
  id: 'p1',
  source: 'image',
  createdAt: 0,
  image: { srcUrl: 'https://cdn.example/a.png', state },
});
const CDN = 'https://cdn.example/*';
const OLD = 'https://old.example/*';
const SERVICE = 'https://api.example/*';

describe('strayImageGrants', () => {
  it.each<[string, Prefill | null, string[], string[]]>([
    ['no image waits any more (dismissed, taken, replaced)', null, [CDN, OLD], []],
    ['the image was fetched', waiting('fetched'), [CDN, OLD], []],
    ['the image failed', waiting('failed'), [CDN, OLD], []],
    ['the image waits for its permission: its host stays', waiting('needs-permission'), [OLD], [CDN]],
    ['the image is being fetched: its host stays', waiting('fetching'), [OLD], [CDN]],
  ])('%s', (_case, prefill, remove, noted) => {
    expect(strayImageGrants([CDN, OLD], [CDN, OLD, SERVICE], [], prefill)).toEqual({ remove, noted });
  });

  it('never removes an origin Quickpost keeps, nor one not granted; forgets both', () => {
    expect(strayImageGrants([SERVICE, OLD], [SERVICE], [SERVICE], null)).toEqual({ remove: [], noted: [] });
  });

  it('origin patterns as image-fetch.ts asks for them', () => {
    expect(hostPattern('https://cdn.example:8443/a/b.png?x')).toBe('https://cdn.example/*');
    expect(hostPattern('data:image/png;base64,AA')).toBeNull();
    expect(hostPattern('not a url')).toBeNull();
  });
});
