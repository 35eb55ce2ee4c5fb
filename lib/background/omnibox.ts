/**
 * The address bar's keyword "qp" (docs/design.md §3.7): the suggestion says what Enter will do, for which accounts
 * and in which queue slot, all from stored data — no read of the service, and nothing is sent from the address bar.
 */
import { browser } from '@/lib/storage/browser-api';
import { accountNames, omniboxSuggestions } from '../prefill/omnibox-input';
import { draftItem } from '@/lib/storage/draft-item';
import { accountsCacheItem, preferencesItem } from '@/lib/storage/page-items';
import type { PrefillService } from './prefill';
import type { Queue } from './queue';
import { slotText } from '@/lib/draft/queue-slots';
import { uiLocale } from '@/lib/i18n/t';
import { logFailure } from '@/lib/errors/data';

/** The accounts a post written now would go to, as the composer chooses them (lib/composer/composer.ts), and their next queue slot. */
async function chosen(queue: Pick<Queue, 'nextSlot'>): Promise<{ names: string[]; slot: string | undefined }> {
  const [draft, preferences, cache] = await Promise.all([
    draftItem.get(),
    preferencesItem.get(),
    accountsCacheItem.get(),
  ]);
  const accounts = draft?.accounts.length ? draft.accounts : preferences.defaultAccounts;
  const slot = accounts.length ? await queue.nextSlot(accounts) : undefined;
  return { names: accountNames(accounts, cache?.value ?? null), slot: slot && slotText(slot, Date.now(), uiLocale()) };
}

export function startOmnibox(
  prefill: PrefillService,
  queue: Pick<Queue, 'nextSlot'>,
  log: (line: string) => void,
): void {
  const omnibox = browser.omnibox;
  if (!omnibox?.onInputEntered) return log('no address bar keyword in this browser');
  const failed = (what: string) => logFailure(log, what);
  // Chrome's descriptions are XML; Firefox's are plain text.
  const markup = !import.meta.env.FIREFOX;

  omnibox.onInputChanged.addListener((text, suggest) => {
    void chosen(queue)
      .then(({ names, slot }) => {
        const shown = omniboxSuggestions(text, names, { markup, slot });
        omnibox.setDefaultSuggestion({ description: shown.description });
        suggest(shown.suggestions);
      })
      .catch(failed('the address bar suggestion'));
  });
  omnibox.onInputEntered.addListener((text) => {
    const activeTab = async () => (await browser.tabs.query({ active: true, lastFocusedWindow: true }))[0];
    void prefill.omniboxEntered(text, activeTab).catch(failed('the address bar'));
  });
}
