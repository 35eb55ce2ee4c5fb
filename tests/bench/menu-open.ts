/**
 * Context-menu click to composer visible, from a stopped service worker. No test can click Chromium's native
 * menu, so the click is delivered the closest way there is: the worker is stopped (CDP), an extension page's
 * message wakes it as the browser's event would, and the click is dispatched on contextMenus.onClicked with
 * the data Chrome gives ("Schedule this page" on a web page). Timed until the composer's text box is visible
 * in whatever the extension opened (the toolbar popup, or its fallback window).
 */
import { expect, type Page } from '@playwright/test';
import type { BenchBrowser } from './bench-browser';
import { spread, type Spread } from './stats';

async function onceFromStopped(b: BenchBrowser, webUrl: string, waker: Page): Promise<number> {
  const web = await b.context.newPage();
  await web.goto(webUrl);
  await web.bringToFront();
  await b.stopWorker();
  const opened = b.context.waitForEvent('page', { predicate: (p) => /\/(popup|composer)\.html/.test(p.url()), timeout: 30_000 });
  const started = performance.now();
  await waker.evaluate(() => chrome.runtime.sendMessage({ wake: true }).catch(() => undefined));
  await b.worker.evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url: `${url}*` });
    const onClicked = chrome.contextMenus.onClicked as unknown as { dispatch(info: unknown, tab: unknown): void };
    onClicked.dispatch({ menuItemId: 'quickpost-page', pageUrl: tab?.url, editable: false }, tab);
  }, webUrl);
  const composer = await opened;
  await expect(composer.getByRole('textbox', { name: 'Post text' })).toBeVisible({ timeout: 30_000 });
  const ms = performance.now() - started;
  await composer.close().catch(() => undefined);
  await web.close();
  return ms;
}

export async function measureMenuOpen(b: BenchBrowser, sandboxUrl: string, runs = 5): Promise<Spread> {
  const waker = await b.open('bench-blank.html');
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await onceFromStopped(b, `${sandboxUrl}/`, waker));
  await waker.close();
  return spread(samples);
}
