/**
 * The User Timing mark for "the composer's text box is in the page" — set by the first paint, or by the composer where
 * there is none — for DevTools and the bench (tests/bench/menu-open.ts).
 */
export const COMPOSER_SHOWN_MARK = 'quickpost:composer-shown';
