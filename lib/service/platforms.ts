/**
 * What the composer knows about each platform type (docs/service-interface.md, Account `type`). Only Twitter's limit
 * is the service's own; the others are the platforms' published limits, shown as advice — a warning, never a refusal.
 */

export type CountUnit = 'weighted' | 'graphemes' | 'characters';

export interface PlatformInfo {
  label: string;
  /** Text limit and how it is counted; null when nothing is known. */
  limit: number | null;
  unit: CountUnit;
  /** True only where the service itself enforces the limit (at publish time for twitter, Create Post rule 3). */
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

/** Platform types the service may add later are shown by their raw name, without a limit. */
export function platformInfo(type: string): PlatformInfo {
  return PLATFORMS[type] ?? { label: type, limit: null, unit: 'characters', enforced: false };
}

export const platformLabel = (type: string) => platformInfo(type).label;

/** Every platform type Quickpost knows, in the table's order (a snippet's networks are chosen among them). */
export const knownPlatforms = (): string[] => Object.keys(PLATFORMS);

/** Create Post `replies`: "Only for accounts of type `twitter`". */
const THREAD_TYPES: readonly string[] = ['twitter'];
/** Create Post `title`: "For video platforms (`youtube`, `tiktok`)". */
const TITLE_TYPES: readonly string[] = ['youtube', 'tiktok'];

export const hasThreadPlatform = (types: readonly string[]) => types.some((t) => THREAD_TYPES.includes(t));
export const hasTitlePlatform = (types: readonly string[]) => types.some((t) => TITLE_TYPES.includes(t));

// How each platform shows a post and what it takes (folds, media limits, the grid, link cards — with the source of
// each number) is the table in platform-looks.ts: only the preview and its warnings read it, so it loads with them,
// not with the first screen (docs/design.md §5 size bar).
