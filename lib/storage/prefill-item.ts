/** What a way in left for the composer (prefill.ts), read and taken by the composer page. */
import { defineItem } from './item';
import type { Prefill } from './prefill';

export const prefillItem = defineItem<Prefill | null>('local:prefill', { fallback: null });

/** A prefill nobody took within this time is stale: the toolbar's own page wins over it. */
export const PREFILL_TTL_MS = 30 * 60 * 1000;
