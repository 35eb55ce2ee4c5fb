/**
 * What the background's services take from the browser, passed in so that unit tests drive them with fakes
 * (design.md §2: pure logic takes its clock, fetch and storage as parameters). Storage is the exception: it
 * goes through lib/storage.ts, which WXT's fake browser backs in tests.
 */
import type { Clock } from '@/lib/budget/budget';

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
  /** Waits between retries (lib/api's schedule); tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** One line per notable event; never a credential, code or payload. */
  log(line: string): void;
}

/** The match pattern that covers an address's host (ports are not part of host permissions). */
export function originPattern(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}/*`;
}
