/**
 * The posts view's stylesheet travels in the posts view's own lazy chunk, applied when it loads: the composer's
 * chunk, which the popup waits for, does not carry it (docs/design.md §5 size bar).
 */
import css from './posts.css?inline';
import { addStyles } from '../ui/add-styles';

export const applyPostsStyles = (doc: Document = document): void => addStyles('qp-posts-styles', css, doc);
