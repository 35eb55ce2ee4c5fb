/**
 * The stylesheet of the composer's later parts (composer-later.css), applied by each of them when its chunk loads —
 * and right after the composer's first render (later-parts.ts) — as composer-styles.ts does for the first screen.
 */
import css from './composer-later.css?inline';

export function applyLaterStyles(doc: Document = document): void {
  if (doc.getElementById('qp-composer-later-styles')) return;
  const style = doc.createElement('style');
  style.id = 'qp-composer-later-styles';
  style.textContent = css;
  doc.head.append(style);
}
