/**
 * What the background's services take from the browser, passed in so that unit tests drive them with fakes
 * (docs/design.md §2: pure logic takes its clock, fetch and storage as parameters). Storage is the exception: it
 * goes through lib/storage/items.ts, which WXT's fake browser backs in tests.
 */
import type { Clock } from '@/lib/api/ports';

export interface BackgroundDeps {
  clock: Clock;
  fetch: typeof fetch;
  /** identity.launchWebAuthFlow (interactive) and identity.getRedirectURL. */
  identity: {
    launchWebAuthFlow(url: string): Promise<string>;
    redirectUrl(): string;
  };
  /** permissions.contains for host origins (match patterns). */
  hasOrigins(patterns: string[]): Promise<boolean>;
  /** permissions.remove for host origins: a host granted for one image is given back after use. */
  removeOrigins?(patterns: string[]): Promise<boolean>;
  /** Waits between retries (lib/api's schedule); tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** One line per notable event; never a credential, code or payload. */
  log(line: string): void;
  /** Opens the composer from a menu or the command: the toolbar popup where possible, else a window on the tab. */
  openComposer?(tabId: number | undefined): Promise<unknown>;
  /** The text of a right-clicked link, read from its tab (Chrome's click does not carry it). */
  linkText?(tabId: number, frameId: number | undefined, url: string): Promise<string | undefined>;
  /** A quote went into the draft's thread ("Add selection to thread"): the toolbar badge shows the reply count. */
  quoted?(replies: number): Promise<void>;
}

/** The match pattern that covers an address's host (ports are not part of host permissions). */
export function originPattern(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}/*`;
}
