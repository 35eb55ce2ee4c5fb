/**
 * `upload.ticket` hands out the raw credential for one upload that must run in a page with a DOM (XHR progress;
 * docs/stack-notes.md). Only the pages that upload get one: the composer's own pages — the popup, the composer tab,
 * the side panel (Chrome's side panel and Firefox's sidebar load the same sidepanel.html) — and Chrome's offscreen
 * document, where the popup's uploads run (lib/background/uploads.ts). The options page, the welcome page or any
 * other Quickpost page has no use for the key, and is refused before anything is counted. Whoever is not one of
 * our own extension pages never gets this far (lib/messaging/sender.ts).
 */
import type { SenderInfo } from '@/lib/messaging/sender';

const UPLOAD_PAGES = new Set(['/popup.html', '/composer.html', '/sidepanel.html', '/offscreen.html']);

export function isUploadPage(sender: SenderInfo): boolean {
  try {
    return UPLOAD_PAGES.has(new URL(sender.url ?? '').pathname);
  } catch {
    return false;
  }
}
