/**
 * The composer's stylesheet, applied by each page's first script before the composer arrives — the popup's first
 * paint (components/first-paint/first-paint.ts), the side panel's and the composer tab's entries — so it is carried
 * once, never twice, in what a page loads before it is usable (docs/design.md §5). An inline <style> is allowed by the extension pages' CSP (it restricts scripts, not styles). The parts loaded
 * later (the copies per network, the page's images) bring their own styles the same way.
 */
import css from './composer.css?inline';
import { addStyles } from '../ui/add-styles';

export const applyComposerStyles = (doc: Document = document): void => addStyles('qp-composer-styles', css, doc);
