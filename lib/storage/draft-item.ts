/** Written by the composer page itself, so that closing the popup or a stopped worker loses no keystroke. */
import type { Draft } from '@/lib/draft/draft';
import { defineItem } from './item';

export const draftItem = defineItem<Draft | null>('local:draft', { fallback: null });
