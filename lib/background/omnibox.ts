/**
 * The address bar wired to the browser (docs/design.md §3.7): the keyword "qp" (wxt.config.ts `omnibox`). While the
 * person types, the suggestion says what Enter will do and for which accounts — the draft's, else the default
 * ones, named from the cached accounts: no read of the service. Enter opens the composer with the text (lib/background/prefill.ts
 * `omniboxEntered`); nothing is sent from the address bar. A posting queue's next slot would join the suggestion
 * once Quickpost has a queue (it has none yet).
 */
import browser from 'webextension-polyfill';
import { accountNames, omniboxSuggestions } from '../prefill/omnibox';
import { draftItem } from '@/lib/storage/draft-item';
import { accountsCacheItem, preferencesItem } from '@/lib/storage/page-items';
import type { Entry } from './prefill';

/** The accounts a post written now would go to, as the composer chooses them (lib/composer/context.ts). */
async function chosenNames(): Promise<string[]> {
  const [draft, preferences, cache] = await Promise.all([draftItem.get(), preferencesItem.get(), accountsCacheItem.get()]);
  const chosen = draft?.accounts.length ? draft.accounts : preferences.defaultAccounts;
  return accountNames(chosen, cache?.value ?? null);
}

export function startOmnibox(entry: Entry, log: (line: string) => void): void {
  const omnibox = browser.omnibox;
  if (!omnibox?.onInputEntered) return log('no address bar keyword in this browser');
  const failed = (what: string) => (error: unknown) => log(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  // Chrome's descriptions are XML; Firefox's are plain text.
  const markup = !import.meta.env.FIREFOX;

  omnibox.onInputChanged.addListener((text, suggest) => {
    void chosenNames()
      .then((names) => {
        const shown = omniboxSuggestions(text, names, { markup });
        omnibox.setDefaultSuggestion({ description: shown.description });
        suggest(shown.suggestions);
      })
      .catch(failed('the address bar suggestion'));
  });
  omnibox.onInputEntered.addListener((text) => {
    const activeTab = async () => (await browser.tabs.query({ active: true, lastFocusedWindow: true }))[0];
    void entry.omniboxEntered(text, activeTab).catch(failed('the address bar'));
  });
}
