/**
 * The composer's stylesheet, applied by each page's first script before the composer arrives, so that what a page
 * loads before it is usable carries it once, never twice (docs/design.md §5). Parts loaded later bring their own.
 */
import css from './composer.css?inline';
import { addStyles } from '../ui/add-styles';

export const applyComposerStyles = (doc: Document = document): void => addStyles('qp-composer-styles', css, doc);
