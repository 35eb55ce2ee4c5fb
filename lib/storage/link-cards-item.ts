/** Link cards loaded with "Load preview", in storage.session: kept for the draft while the browser runs. */
import { defineItem } from './item';
import type { LinkCard } from '@/lib/draft/link-card';

export const linkCardsItem = defineItem<LinkCard[]>('session:linkCards', { fallback: [] });
