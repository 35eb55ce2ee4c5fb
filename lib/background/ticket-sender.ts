/**
 * `upload.ticket` hands out the raw credential for one upload that must run in a page (XHR progress; docs/stack-notes.md).
 * Only the composer's own pages — the popup and the composer tab — upload, so only they get one: the
 * options page or any other Quickpost page has no use for the key, and is refused before anything is counted.
 */
import type { SenderInfo } from '@/lib/messaging/sender';

const COMPOSER_PAGES = new Set(['/popup.html', '/composer.html']);

export function isComposerPage(sender: SenderInfo): boolean {
  try {
    return COMPOSER_PAGES.has(new URL(sender.url ?? '').pathname);
  } catch {
    return false;
  }
}
