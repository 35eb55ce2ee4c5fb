/**
 * The notifier's storage items (listed in lib/storage/items.ts with every other key): which notifications were shown
 * (once per post and final status, across restarts), and a draft set aside by "Edit and retry".
 */
import { z } from 'zod/mini';
import { Draft } from '@/lib/draft/draft';
import { defineParsedItem } from '@/lib/storage/parsed-item';
import { Ledger } from './ledger';

export const notifiedItem = defineParsedItem('local:notified', {
  schema: Ledger,
  fallback: {},
});

/**
 * What the person was writing when they chose "Edit and retry": the failed post takes the composer, and this
 * comes back as soon as the composer is empty again (sent or cleared). Nothing typed is lost.
 */
export const setAsideDraftItem = defineParsedItem('local:setAsideDraft', {
  schema: z.nullable(Draft),
  fallback: null,
});
