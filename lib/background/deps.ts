/** What the background's services take from the browser, passed in so that unit tests drive them with fakes. */
import type { Clock } from '@/lib/api/ports';

export interface BackgroundDeps {
  clock: Clock;
  fetch: typeof fetch;
  /** identity.launchWebAuthFlow (interactive) and identity.getRedirectURL. */
  identity: { launchWebAuthFlow(url: string): Promise<string>; redirectUrl(): string };
  /** permissions.contains for host origins (match patterns). */
  hasOrigins(patterns: string[]): Promise<boolean>;
  /** Waits between retries; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** One line per notable event; never a credential, code or payload. */
  log(line: string): void;
}
