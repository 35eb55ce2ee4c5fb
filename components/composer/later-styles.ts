/**
 * The stylesheet of the composer's later parts (composer-later.css), applied by each of them when its chunk loads —
 * and right after the composer's first render (later-parts.ts) — as composer-styles.ts does for the first screen.
 */
import css from './composer-later.css?inline';
import { addStyles } from '../ui/add-styles';

export const applyLaterStyles = (doc: Document = document): void => addStyles('qp-composer-later-styles', css, doc);
