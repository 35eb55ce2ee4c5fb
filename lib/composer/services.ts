/**
 * The composer's heavier dependencies — the message contract (with lib/api's error classes and full zod), the
 * outbox's schema, the XHR upload, the IndexedDB hand-over — in one chunk that browser-ports.ts loads right
 * after the first paint (docs/design.md §5: "what the popup loads before its first paint ≤ 30 KB gzipped").
 */
import { uploadMedia } from '@/lib/api/upload';
import { request } from '@/lib/messaging/request';
import { outboxItem } from '@/lib/storage/outbox-item';
import type { UploadCall } from './ports';

export { request, outboxItem };
export { handOverToTab } from './handover';

const HOUR_MS = 60 * 60 * 1000;

/** One upload from this page: a ticket from the background (which counts the write), then XHR with progress. */
export async function uploadOnce(file: File, { onProgress, signal }: UploadCall) {
  const ticket = await request('upload.ticket', {});
  return uploadMedia(
    {
      baseUrl: ticket.baseUrl,
      credential: ticket.credential,
      budget: {
        spend: async () => undefined, // already counted by the ticket
        markFull: async (bucket) => (await request('budget.markFull', { bucket })).clearsAt ?? Date.now() + HOUR_MS,
      },
    },
    { file, onProgress, signal },
  );
}

/** "Attach a screenshot": the background's picture of the page the composer is for (its tab, when known). */
export async function captureTab(page: Promise<{ id?: number | undefined } | null>): Promise<string> {
  const tab = await page;
  return (await request('tab.capture', tab?.id === undefined ? {} : { tabId: tab.id })).dataUrl;
}
