/**
 * The composer's heavier dependencies — the message contract (with lib/api's error classes and full zod), the
 * outbox's schema, the XHR upload, the IndexedDB store for the popup's uploads — in one chunk that browser-ports.ts loads right
 * after the first paint (docs/design.md §5: "what the popup loads before its first paint ≤ 30 KB gzipped").
 */
import { ask } from '@/lib/messaging/request';
import { outboxItem } from '@/lib/storage/outbox-item';
import { uploadsItem } from '@/lib/storage/uploads-item';
import { storeForUpload } from '@/lib/uploads/file-store';

export { ask, outboxItem, uploadsItem };
export { uploadOnce } from '@/lib/uploads/ticket-upload';

/** The popup's upload: the file goes to the store, and the background's runner takes it from there. */
export async function handOverToRunner(file: File): Promise<void> {
  const key = await storeForUpload(file);
  await ask('upload.start', { key, name: file.name, size: file.size });
}

/** "Attach a screenshot": the background's picture of the page the composer is for (its tab, when known). */
export async function captureTab(page: Promise<{ id?: number | undefined } | null>): Promise<string> {
  const tab = await page;
  return (await ask('tab.capture', tab?.id === undefined ? {} : { tabId: tab.id })).dataUrl;
}
