/** The person's snippets (lib/snippets): written by Settings → "Snippets", read by the composer. */
import type { Snippet } from '@/lib/snippets/snippet';
import { defineItem } from './item';

export const snippetsItem = defineItem<Snippet[]>('local:snippets', { fallback: [] });
