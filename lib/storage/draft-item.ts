/**
 * Where the draft lives: `storage.local`, written by the composer page itself on every change. Not through the
 * background: a page's own write does not depend on the worker being awake, so closing the popup or the
 * browser killing the worker cannot lose a keystroke (docs/design.md §3.2). Declared in a file of its own, so
 * the popup's first paint carries the draft's item and nothing else of storage.
 */
import { z } from 'zod/mini';
import { defineParsedItem } from '@/lib/storage/parsed-item';
import { Draft } from '../draft/draft';

export const draftItem = defineParsedItem('local:draft', {
  schema: z.nullable(Draft),
  fallback: null,
});
