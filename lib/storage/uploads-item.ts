/** The uploads the background runs for the popup, shown by every composer page; an upload dies with the browser. */
import { defineItem } from './item';
import type { RunUpload } from './shapes';

export type { RunUpload };
export const uploadsItem = defineItem<RunUpload[]>('session:uploads', { fallback: [] });
