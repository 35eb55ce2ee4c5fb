/**
 * The composer's stylesheet, carried inside its chunk and applied when the chunk loads: one request fewer before
 * the popup is usable, and the chunk's import no longer waits for a separate stylesheet to arrive (docs/design.md §5).
 * An inline <style> is allowed by the extension pages' CSP (it restricts scripts, not styles). The parts loaded
 * later (the copies per network, the page's images) bring their own styles the same way.
 */
import css from './composer.css?inline';
import { addStyles } from '../ui/add-styles';


export const applyComposerStyles = (doc: Document = document): void => addStyles('qp-composer-styles', css, doc);
