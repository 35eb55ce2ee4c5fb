/**
 * The outbox in `storage.local`: written by the background only (lib/background/outbox-service.ts), read by
 * pages to show what is queued. zod/mini, so a page reading it stays small; listed in lib/storage/items.ts.
 */
import { defineParsedItem } from '@/lib/storage/parsed-item';
import { OutboxEntries } from './outbox-entry';

export const outboxItem = defineParsedItem('local:outbox', {
  schema: OutboxEntries,
  fallback: [],
});
