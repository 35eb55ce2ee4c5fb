/**
 * The notifier's storage items (listed in lib/storage/items.ts with every other key): which notifications were shown
 * (once per post and final status, across restarts), and a draft set aside by "Edit and retry".
 */
import type { Draft } from '@/lib/draft/draft';
import { defineItem } from '@/lib/storage/item';
import type { Ledger } from './ledger';

export const notifiedItem = defineItem<Ledger>('local:notified', { fallback: {} });

/**
 * What the person was writing when they chose "Edit and retry": the failed post takes the composer, and this
 * comes back as soon as the composer is empty again (sent or cleared). Nothing typed is lost.
 */
export const setAsideDraftItem = defineItem<Draft | null>('local:setAsideDraft', { fallback: null });
