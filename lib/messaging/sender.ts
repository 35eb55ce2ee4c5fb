/**
 * Who may talk to the background: only Quickpost's own extension pages (popup, options, composer tab).
 * Content scripts and web pages never get a credential or a raw API answer (docs/design.md §2), so a message whose
 * sender is another extension, a web page or a content script (its URL is the web page's) is refused.
 */
export interface SenderInfo {
  id?: string | undefined;
  url?: string | undefined;
  origin?: string | undefined;
  tab?: unknown;
}

export interface Self {
  id: string;
  /** chrome-extension://<id> or moz-extension://<uuid>: the origin of our own pages. */
  origin: string;
}

export function isTrustedSender(sender: SenderInfo, self: Self): boolean {
  if (sender.id !== self.id || sender.url === undefined) return false;
  let origin: string;
  try {
    // Not URL.origin: for non-special schemes like chrome-extension: the WHATWG URL gives "null" outside Chrome.
    const url = new URL(sender.url);
    origin = `${url.protocol}//${url.host}`;
  } catch {
    return false;
  }
  // A content script shares our id but reports the web page's URL (and origin): refused. Our own pages may
  // sit in a tab (the composer window), so a tab alone is not a reason to refuse.
  if (origin !== self.origin) return false;
  return sender.origin === undefined || sender.origin === self.origin;
}
