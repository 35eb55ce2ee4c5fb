/**
 * Who may have an upload ticket (the raw credential for one upload that must run in a page, docs/stack-notes.md):
 * only the pages that upload — the composer's pages and Chrome's offscreen document. Any other page is refused
 * before anything is counted.
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
