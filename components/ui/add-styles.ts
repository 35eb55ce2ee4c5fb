/**
 * A stylesheet carried inside a chunk, applied when the chunk loads (docs/design.md §5): an inline <style> is allowed
 * by the extension pages' CSP (it restricts scripts, not styles). Added once, by id.
 */
export function addStyles(id: string, text: string, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = text;
  doc.head.append(style);
}
