/**
 * What the composer knows about each platform type. Only Twitter's limit is the service's own; the others are the
 * platforms' published limits, shown as advice. How each shows a post is in platform-looks.ts, loaded with the preview.
 */

export type CountUnit = 'weighted' | 'graphemes' | 'characters';

export interface PlatformInfo {
  label: string;
  limit: number | null;
  unit: CountUnit;
  /** The service itself enforces the limit (for twitter, at publish time: Create Post rule 3). */
  enforced: boolean;
}

const PLATFORMS: Record<string, PlatformInfo> = {
  twitter: { label: 'Twitter', limit: 280, unit: 'weighted', enforced: true },
  linkedin: { label: 'LinkedIn', limit: 3000, unit: 'characters', enforced: false },
  linkedin_page: { label: 'LinkedIn Page', limit: 3000, unit: 'characters', enforced: false },
  instagram: { label: 'Instagram', limit: 2200, unit: 'characters', enforced: false },
  facebook: { label: 'Facebook', limit: 63206, unit: 'characters', enforced: false },
  threads: { label: 'Threads', limit: 500, unit: 'characters', enforced: false },
  bluesky: { label: 'Bluesky', limit: 300, unit: 'graphemes', enforced: false },
  pinterest: { label: 'Pinterest', limit: 500, unit: 'characters', enforced: false },
  youtube: { label: 'YouTube', limit: 5000, unit: 'characters', enforced: false },
  tiktok: { label: 'TikTok', limit: 2200, unit: 'characters', enforced: false },
};

/** A platform type the service adds later shows by its raw name, without a limit. */
export function platformInfo(type: string): PlatformInfo {
  return PLATFORMS[type] ?? { label: type, limit: null, unit: 'characters', enforced: false };
}

export const platformLabel = (type: string) => platformInfo(type).label;

/** Create Post `replies`: "Only for accounts of type `twitter`". */
const THREAD_TYPES: readonly string[] = ['twitter'];
/** Create Post `title`: "For video platforms (`youtube`, `tiktok`)". */
const TITLE_TYPES: readonly string[] = ['youtube', 'tiktok'];

export const hasThreadPlatform = (types: readonly string[]) => types.some((t) => THREAD_TYPES.includes(t));
export const hasTitlePlatform = (types: readonly string[]) => types.some((t) => TITLE_TYPES.includes(t));
