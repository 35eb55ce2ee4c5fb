import type { BrowserContext, Page, Worker } from '@playwright/test';

/**
 * The toolbar button pressed on the tab showing `url`: Chromium's own action trigger (CDP Extensions.triggerAction
 * on that page's tab target), which opens the popup and grants activeTab for the tab as a person's click does —
 * tabs.captureVisibleTab needs that grant (a host permission is not enough). Resolves with the popup's page.
 */
export async function clickToolbarButton(ctx: BrowserContext, worker: Worker, url: string): Promise<Page> {
  const cdp = await ctx.browser()!.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{ type: 'tab' }] } as never)) as {
    targetInfos: { targetId: string; url: string }[];
  };
  const tab = targetInfos.find((target) => target.url === url);
  if (!tab) throw new Error(`no tab shows ${url}`);
  const opened = ctx.waitForEvent('page', { predicate: (p) => p.url().includes('/popup.html') });
  await cdp.send(
    'Extensions.triggerAction' as never,
    { id: new URL(worker.url()).host, targetId: tab.targetId } as never,
  );
  await cdp.detach();
  return opened;
}
