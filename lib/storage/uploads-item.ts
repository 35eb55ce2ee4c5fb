/**
 * The uploads the background runs for the popup (lib/background/uploads.ts), shown by every composer page while it
 * is open. In storage.session: an upload does not outlive the browser. Written by the background alone.
 */
import { defineItem } from './item';
import type { RunUpload } from './shapes';

export type { RunUpload };
export const uploadsItem = defineItem<RunUpload[]>('session:uploads', { fallback: [] });
