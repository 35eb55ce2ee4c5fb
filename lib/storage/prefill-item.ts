/** What a way in left for the composer (prefill.ts), taken by the composer page. */
import { defineItem } from './item';
import type { Prefill } from './prefill';

export const prefillItem = defineItem<Prefill | null>('local:prefill', { fallback: null });

/** A prefill nobody took by then is stale: the toolbar's own page wins. */
export const PREFILL_TTL_MS = 30 * 60 * 1000;
