/**
 * The posts view's stylesheet travels in the posts view's own lazy chunk, applied when it loads: the composer's
 * chunk, which the popup waits for, does not carry it (docs/design.md §5 size bar).
 */
import css from './posts.css?inline';

export function applyPostsStyles(doc: Document = document): void {
  if (doc.getElementById('qp-posts-styles')) return;
  const style = doc.createElement('style');
  style.id = 'qp-posts-styles';
  style.textContent = css;
  doc.head.append(style);
}
