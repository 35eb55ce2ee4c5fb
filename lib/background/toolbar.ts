// The toolbar button: what it opens — the popup, or the composer beside the page, re-applied at every start since the
// browser forgets it — where a menu or the command opens the composer too, and its badge while a thread is collected.
import { browser } from '@/lib/storage/browser-api';
import type { Preferences } from '@/lib/settings/schema';
import { preferencesItem } from '@/lib/storage/page-items';
import { draftItem } from '@/lib/storage/draft-item';
import { plural } from '@/lib/i18n/plural';
import { t } from '@/lib/i18n/t';
import { logFailure } from '@/lib/errors/data';

export type Opened = 'popup' | 'window' | 'panel';

interface Panels {
  sidePanel?: { open(o: { tabId: number }): Promise<void>; setPanelBehavior(o: object): Promise<void> };
  sidebarAction?: { open(): Promise<void>; toggle(): Promise<void> };
}
/** Chrome's side panel, Firefox's sidebar (MV2: `browserAction`, no `action`). */
const sidePanel = () => (globalThis as { chrome?: Panels }).chrome?.sidePanel;
const sidebar = () => (browser as unknown as Panels).sidebarAction;
export const toolbarAction = () =>
  browser.action ?? (browser as unknown as { browserAction?: typeof browser.action }).browserAction;

/** Kept as the setting changes: read synchronously, within the person's action, as the browser demands. */
let besidePage = false;
export function openBesidePage(on: boolean): void {
  besidePage = on;
}

async function openBeside(tabId: number | undefined): Promise<boolean> {
  try {
    const panel = sidePanel();
    if (panel) {
      if (tabId === undefined) return false;
      await panel.open({ tabId });
      return true;
    }
    await sidebar()?.open();
    return sidebar() !== undefined;
  } catch {
    return false; // no user gesture left, or no panel in this window
  }
}

/** The composer from a menu, the command or a notification: where the toolbar button opens it, else a small window. */
export async function openComposerOn(tabId: number | undefined): Promise<Opened> {
  if (besidePage && (await openBeside(tabId))) return 'panel';
  const action = toolbarAction();
  try {
    if (typeof action?.openPopup === 'function') {
      await action.openPopup();
      return 'popup';
    }
  } catch {
    // No focused browser window, a popup already open, or no user gesture where the browser wants one.
  }
  const query = tabId === undefined ? '' : `?tab=${tabId}`;
  const url = browser.runtime.getURL(`/composer.html${query}`);
  await browser.windows.create({ url, type: 'popup', width: 460, height: 720 });
  return 'window';
}

let badged = false;
/** A quote went into the draft's thread: with no composer open, only the badge says so. */
export async function showThreadBadge(replies: number): Promise<void> {
  const action = toolbarAction();
  if (!action) return;
  badged = replies > 0;
  await action.setBadgeText({ text: badged ? String(replies) : '' });
  await action.setTitle({
    title: badged ? plural(replies, 'thread_badge_title_one', 'thread_badge_title_other') : t('extName'),
  });
}

export function startToolbar(log: (line: string) => void): void {
  const action = toolbarAction();
  if (!action) return;
  const failed = logFailure(log, 'the toolbar button');
  // Firefox: the click arrives only while the popup is unset (the sidebar chosen); toggled at once, inside the click.
  const bar = sidebar();
  if (bar && !sidePanel()) action.onClicked.addListener(() => void bar.toggle().catch(failed));

  const apply = async (preferences: Preferences) => {
    const beside = preferences.toolbar === 'sidepanel';
    openBesidePage(beside);
    await action.setPopup({ popup: beside ? '' : 'popup.html' });
    await sidePanel()?.setPanelBehavior({ openPanelOnActionClick: beside });
  };
  preferencesItem.watch((preferences) => void apply(preferences).catch(failed));
  void preferencesItem.get().then(apply).catch(failed);
  // The badge goes when the draft has no replies left (sent, or cleared).
  draftItem.watch((draft) => {
    if (badged && !(draft?.replies ?? []).some((r) => r.trim() !== '')) void showThreadBadge(0).catch(failed);
  });
}
