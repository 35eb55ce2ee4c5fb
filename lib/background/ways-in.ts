// The ways in wired to the browser: the keyboard command, the address bar's keyword "qp", the toolbar button and the
// context menus — listeners registered synchronously at start, so the event that woke the worker finds them.
import { browser } from '@/lib/storage/browser-api';
import { createMenus, type MenusApi } from '../prefill/menus';
import { accountNames, omniboxSuggestions } from '../prefill/omnibox-input';
import { draftItem } from '@/lib/storage/draft-item';
import { accountsCacheItem, preferencesItem } from '@/lib/storage/page-items';
import { slotText } from '@/lib/draft/queue-slots';
import { uiLocale } from '@/lib/i18n/t';
import { logFailure } from '@/lib/errors/data';
import type { PrefillService } from './prefill';
import type { Queue } from './queue';
import { startToolbar } from './toolbar';

/**
 * The address bar's suggestion, from stored data only: the accounts a post written now would go to, as the composer
 * chooses them, and their next queue slot. Nothing is sent from the address bar.
 */
function startOmnibox(prefill: PrefillService, queue: Pick<Queue, 'nextSlot'>, log: (line: string) => void): void {
  const omnibox = browser.omnibox;
  if (!omnibox?.onInputEntered) return log('no address bar keyword in this browser');
  omnibox.onInputChanged.addListener((text, suggest) => {
    void (async () => {
      const [draft, preferences, cache] = await Promise.all([
        draftItem.get(),
        preferencesItem.get(),
        accountsCacheItem.get(),
      ]);
      const accounts = draft?.accounts.length ? draft.accounts : preferences.defaultAccounts;
      const slot = accounts.length ? await queue.nextSlot(accounts) : undefined;
      const shown = omniboxSuggestions(text, accountNames(accounts, cache?.value ?? null), {
        markup: !import.meta.env.FIREFOX, // Chrome's descriptions are XML; Firefox's plain text
        slot: slot && slotText(slot, Date.now(), uiLocale()),
      });
      omnibox.setDefaultSuggestion({ description: shown.description });
      suggest(shown.suggestions);
    })().catch(logFailure(log, 'the address bar suggestion'));
  });
  omnibox.onInputEntered.addListener((text) => {
    const activeTab = async () => (await browser.tabs.query({ active: true, lastFocusedWindow: true }))[0];
    void prefill.omniboxEntered(text, activeTab).catch(logFailure(log, 'the address bar'));
  });
}

export function startWaysIn(
  prefill: PrefillService,
  queue: Pick<Queue, 'nextSlot'>,
  log: (line: string) => void,
): void {
  const menus = browser.contextMenus ?? (browser as unknown as { menus?: typeof browser.contextMenus }).menus;
  const failed = (what: string) => logFailure(log, what);
  /** A way in the browser lacks (no menus on Firefox for Android) must not stop the rest of the background. */
  const wire = (what: string, register: () => void) => {
    try {
      register();
    } catch (error) {
      failed(`listening for ${what}`)(error);
    }
  };

  wire('the keyboard command', () =>
    browser.commands.onCommand.addListener(
      (command, tab) => void prefill.commandRun(command, tab).catch(failed('the keyboard command')),
    ),
  );
  wire('the address bar', () => startOmnibox(prefill, queue, log));
  wire('the toolbar button', () => startToolbar(log));
  if (!menus?.onClicked) return log('no context menus in this browser');
  wire('menu clicks', () =>
    menus.onClicked.addListener((info, tab) => void prefill.menuClicked(info, tab).catch(failed('a menu click'))),
  );
  // Menus are made at install and at every start, one round after the other: interleaved rounds collide on ids.
  let menusMade: Promise<void> = Promise.resolve();
  const remake = () => {
    menusMade = menusMade
      .then(() => createMenus(menus as unknown as MenusApi))
      .catch(failed('creating the context menus'));
  };
  wire('installs', () => browser.runtime.onInstalled.addListener(remake));
  remake();
}
