/**
 * The draft lives in `storage.local`, written by the composer page itself, so that closing the popup or a stopped
 * worker cannot lose a keystroke (docs/design.md §3.2).
 */
import { z } from 'zod/mini';
import { defineParsedItem } from '@/lib/storage/parsed-item';
import { Draft } from '../draft/draft';

export const draftItem = defineParsedItem('local:draft', {
  schema: z.nullable(Draft),
  fallback: null,
});
