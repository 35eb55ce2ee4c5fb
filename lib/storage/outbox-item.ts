/** Written by the background only, read by pages. */
import type { OutboxEntry } from './outbox-entry';
import { defineItem } from './item';

export const outboxItem = defineItem<OutboxEntry[]>('local:outbox', { fallback: [] });
