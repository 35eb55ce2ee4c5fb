/**
 * The browser's own extension API, for the composer's ports that the popup needs before it is usable: Chrome's
 * `chrome` (MV3) and Firefox's `browser` both answer every call made through it with a promise, as @wxt-dev/storage
 * and the early read (lib/storage/early-read.ts) already rely on — so webextension-polyfill (~3 KB gzipped) loads
 * only with the messaging chunk (lib/composer/services.ts), not before the composer is usable (docs/design.md §5
 * size bar; docs/stack-notes.md). Typed with the polyfill's types.
 */
import type Browser from 'webextension-polyfill';

export function pageBrowser(): Browser.Browser {
  const g = globalThis as unknown as { browser?: Browser.Browser; chrome?: Browser.Browser };
  return (g.browser?.runtime?.id ? g.browser : g.chrome) as Browser.Browser;
}
