// One upload from an extension page with a DOM (XHR progress): a ticket from the background — which counts the write
// and hands out the credential for this one request — then the XHR itself.
import { uploadMedia } from '@/lib/api/upload';
import { WINDOW_MS } from '@/lib/service/operations';
import type { Ask } from '@/lib/messaging/protocol';
import type { UploadCall } from './runner';

export async function uploadOnce(file: File, { onProgress, signal }: UploadCall, ask: Ask) {
  const ticket = await ask('upload.ticket', {});
  return uploadMedia(
    {
      baseUrl: ticket.baseUrl,
      credential: ticket.credential,
      budget: {
        spend: async () => undefined, // already counted by the ticket
        markFull: async (bucket) => (await ask('budget.markFull', { bucket })).clearsAt ?? Date.now() + WINDOW_MS,
      },
    },
    { file, onProgress, signal },
  );
}
