// "Attach a screenshot": the background takes the picture of the visible tab, allowed by the activeTab grant the
// toolbar button, a menu or the command gives (no host permission). The page crops and uploads it like any file.
import { browser } from '@/lib/storage/browser-api';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { messageOf } from '@/lib/errors/data';

/** `tabId` must be in front in its window; without one, the last focused window's tab. A PNG data URL. */
export async function captureTab(tabId: number | undefined, log: (line: string) => void): Promise<string> {
  let windowId: number | undefined;
  if (tabId !== undefined) {
    const tab = await browser.tabs.get(tabId).catch(() => undefined);
    if (!tab) throw new QuickpostError('screenshot_tab_gone');
    if (!tab.active) throw new QuickpostError('screenshot_not_in_front');
    windowId = tab.windowId;
  }
  try {
    return await browser.tabs.captureVisibleTab(windowId as number, { format: 'png' });
  } catch (err) {
    // No activeTab grant (the composer was not opened on this page), or a page no extension may capture.
    log(`the tab could not be captured: ${messageOf(err)}`);
    throw new QuickpostError('screenshot_not_allowed');
  }
}
