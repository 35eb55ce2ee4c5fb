/** The outbox in `storage.local`: written by the background only (lib/background/outbox-service.ts), read by pages. */
import type { OutboxEntry } from './outbox-entry';
import { defineItem } from './item';

export const outboxItem = defineItem<OutboxEntry[]>('local:outbox', { fallback: [] });
