/**
 * The tracker's storage items (listed in lib/storage/items.ts with every other key). The worker may be killed at any
 * moment, so everything tracking needs to carry on lives here, parsed with zod on every read.
 */
import { defineItem } from '@/lib/storage/item';
import type { RelayCursor } from './ntfy';
import { EMPTY_TRACKER, type TrackerState } from './tracked';

export const trackerItem = defineItem<TrackerState>('local:tracker', { fallback: EMPTY_TRACKER });

/** The last relay message handled, and for which relay URL (another URL starts over). */
export const relayCursorItem = defineItem<RelayCursor | null>('local:relayCursor', { fallback: null });
