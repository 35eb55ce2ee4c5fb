/**
 * Context-menu click to composer visible in the bench's Playwright browser, kept beside the figure that counts
 * (menu-open-bare.ts) to show what Playwright's own set-up adds. How it is taken: docs/performance.md.
 */
import { expect, type Page } from '@playwright/test';
import type { BenchBrowser } from './bench-browser';
import { spread, type Spread } from './stats';

/** The page's User Timing mark for "the composer's text box is in the DOM" (components/mount.tsx). */
const SHOWN_MARK = 'quickpost:composer-shown';

export interface MenuFigures {
  /** Click (before the wake) → text box in the page, on the wall clock. */
  inPage: Spread;
  /** The same, seen from Playwright (page event, then the text box visible). */
  wall: Spread;
  /** Click → the opened page's navigation start: the worker's wake and the browser opening the popup. */
  toNavigation: Spread;
  /** The page's navigation start → the mark: the page's own start. */
  pageStart: Spread;
}

async function onceFromStopped(b: BenchBrowser, webUrl: string, waker: Page) {
  const web = await b.context.newPage();
  await web.goto(webUrl);
  await web.bringToFront();
  await b.stopWorker();
  const opened = b.context.waitForEvent('page', {
    predicate: (p) => /\/(popup|composer)\.html/.test(p.url()),
    timeout: 30_000,
  });
  const clickedAt = Date.now();
  const started = performance.now();
  await waker.evaluate(() => chrome.runtime.sendMessage({ wake: true }).catch(() => undefined));
  await b.worker.evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url: `${url}*` });
    const onClicked = chrome.contextMenus.onClicked as unknown as { dispatch(info: unknown, tab: unknown): void };
    onClicked.dispatch({ menuItemId: 'quickpost-page', pageUrl: tab?.url, editable: false }, tab);
  }, webUrl);
  const composer = await opened;
  await expect(composer.getByRole('textbox', { name: 'Post text' })).toBeVisible({ timeout: 30_000 });
  const wall = performance.now() - started;
  const { origin, shown } = await composer.evaluate(
    (mark) => ({
      origin: performance.timeOrigin,
      shown: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
    }),
    SHOWN_MARK,
  );
  await composer.close().catch(() => undefined);
  await web.close();
  return { inPage: origin + shown - clickedAt, wall, toNavigation: origin - clickedAt, pageStart: shown };
}

export async function measureMenuOpen(b: BenchBrowser, sandboxUrl: string, runs = 5): Promise<MenuFigures> {
  const waker = await b.open('bench-blank.html');
  const samples: Awaited<ReturnType<typeof onceFromStopped>>[] = [];
  for (let i = 0; i < runs; i++) samples.push(await onceFromStopped(b, `${sandboxUrl}/`, waker));
  await waker.close();
  const of = (pick: (s: (typeof samples)[number]) => number) => spread(samples.map(pick));
  return {
    inPage: of((s) => s.inPage),
    wall: of((s) => s.wall),
    toNavigation: of((s) => s.toNavigation),
    pageStart: of((s) => s.pageStart),
  };
}
