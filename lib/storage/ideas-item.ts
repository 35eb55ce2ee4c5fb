// The ideas (lib/ideas): whole drafts kept in storage.local, written by the page that saves or opens one and by the
// background's "Save to ideas" menu item; never sent anywhere.
import type { Idea } from '@/lib/ideas/idea';
import { defineItem } from './item';

export const ideasItem = defineItem<Idea[]>('local:ideas', { fallback: [] });
