/**
 * The draft lives in `storage.local`, written by the composer page itself, so that closing the popup or a stopped
 * worker cannot lose a keystroke (docs/design.md §3.2).
 */
import type { Draft } from '@/lib/draft/draft';
import { defineItem } from './item';

export const draftItem = defineItem<Draft | null>('local:draft', { fallback: null });
