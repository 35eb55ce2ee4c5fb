/**
 * The tracker's storage items (listed in lib/storage/items.ts with every other key). The worker may be killed at any
 * moment, so everything tracking needs to carry on lives here, parsed with zod on every read.
 */
import { z } from 'zod/mini';
import { defineParsedItem } from '@/lib/storage/parsed-item';
import { RelayCursor } from './ntfy';
import { EMPTY_TRACKER, TrackerState } from './tracked';

export const trackerItem = defineParsedItem('local:tracker', {
  schema: TrackerState,
  fallback: EMPTY_TRACKER,
});

/** The last relay message handled, and for which relay URL (another URL starts over). */
export const relayCursorItem = defineParsedItem('local:relayCursor', {
  schema: z.nullable(RelayCursor),
  fallback: null,
});
