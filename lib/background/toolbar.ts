/**
 * What the toolbar button opens (docs/design.md §3.7): the popup, or the composer beside the page. Applied at every
 * start and whenever the setting changes, since the browser does not keep the popup change over a restart.
 */
import { browser } from '@/lib/storage/browser-api';
import type { Preferences } from '@/lib/settings/schema';
import { preferencesItem } from '@/lib/storage/page-items';
import { openBesidePage } from './open-composer';
import { logFailure } from '@/lib/errors/data';

interface SidePanelApi {
  setPanelBehavior(behavior: { openPanelOnActionClick: boolean }): Promise<void>;
}
interface SidebarActionApi {
  toggle(): Promise<void>;
}

const POPUP = 'popup.html';

export function startToolbar(log: (line: string) => void): void {
  const action = browser.action ?? (browser as unknown as { browserAction?: typeof browser.action }).browserAction;
  const sidePanel = (globalThis as { chrome?: { sidePanel?: SidePanelApi } }).chrome?.sidePanel;
  const sidebar = (browser as unknown as { sidebarAction?: SidebarActionApi }).sidebarAction;
  if (!action) return;
  const failed = logFailure(log, 'setting what the toolbar button opens');

  // Firefox: the click arrives here only while the popup is unset, that is when the sidebar was chosen. Called at
  // once, inside the click: Firefox allows toggling the sidebar only from a user action.
  if (sidebar && !sidePanel) action.onClicked.addListener(() => void sidebar.toggle().catch(failed));

  const apply = async (preferences: Preferences) => {
    const beside = preferences.toolbar === 'sidepanel';
    openBesidePage(beside);
    await action.setPopup({ popup: beside ? '' : POPUP });
    await sidePanel?.setPanelBehavior({ openPanelOnActionClick: beside });
  };
  preferencesItem.watch((preferences) => void apply(preferences).catch(failed));
  void preferencesItem.get().then(apply).catch(failed);
}
