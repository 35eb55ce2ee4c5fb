/**
 * Opens the composer from a menu click or the keyboard command (docs/design.md §3.3): the popup where the browser
 * allows it, else a small window; beside the page when the person chose that, asked before anything is awaited
 * because the browser allows it only within the person's action.
 */
import { browser } from '@/lib/storage/browser-api';

export type Opened = 'popup' | 'window' | 'panel';

interface SidePanelApi {
  open(options: { tabId: number }): Promise<void>;
}
interface SidebarActionApi {
  open(): Promise<void>;
}

/** Kept by toolbar.ts as the setting changes: read synchronously here, within the person's action. */
let besidePage = false;
export function openBesidePage(on: boolean): void {
  besidePage = on;
}

/** The composer beside the page, if the browser allows it now; false otherwise. */
async function openBeside(tabId: number | undefined): Promise<boolean> {
  const sidePanel = (globalThis as { chrome?: { sidePanel?: SidePanelApi } }).chrome?.sidePanel;
  const sidebar = (browser as unknown as { sidebarAction?: SidebarActionApi }).sidebarAction;
  try {
    if (sidePanel) {
      if (tabId === undefined) return false;
      await sidePanel.open({ tabId });
      return true;
    }
    if (!sidebar) return false;
    await sidebar.open();
    return true;
  } catch {
    return false; // no user gesture left, or no panel in this window
  }
}

export async function openComposerOn(tabId: number | undefined): Promise<Opened> {
  if (besidePage && (await openBeside(tabId))) return 'panel';
  const action = browser.action ?? (browser as unknown as { browserAction?: typeof browser.action }).browserAction;
  try {
    if (typeof action?.openPopup === 'function') {
      await action.openPopup();
      return 'popup';
    }
  } catch {
    // No focused browser window, a popup already open, or no user gesture where the browser wants one.
  }
  const query = tabId === undefined ? '' : `?tab=${tabId}`;
  await browser.windows.create({
    url: browser.runtime.getURL(`/composer.html${query}`),
    type: 'popup',
    width: 460,
    height: 720,
  });
  return 'window';
}
