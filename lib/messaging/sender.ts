/**
 * Only Quickpost's own extension pages may talk to the background: content scripts and web pages never get a
 * credential or a raw API answer (docs/design.md §2).
 */
export interface SenderInfo {
  id?: string | undefined;
  url?: string | undefined;
  origin?: string | undefined;
  tab?: unknown;
}

export interface Self {
  id: string;
  origin: string; // chrome-extension://<id> or moz-extension://<uuid>
}

export function isTrustedSender(sender: SenderInfo, self: Self): boolean {
  if (sender.id !== self.id || sender.url === undefined || !URL.canParse(sender.url)) return false;
  // Not URL.origin: for non-special schemes like chrome-extension: the WHATWG URL gives "null" outside Chrome.
  const url = new URL(sender.url);
  // A content script shares our id but reports the web page's URL and origin. Our own pages may sit in a tab.
  if (`${url.protocol}//${url.host}` !== self.origin) return false;
  return sender.origin === undefined || sender.origin === self.origin;
}
