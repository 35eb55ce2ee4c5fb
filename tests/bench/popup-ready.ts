/**
 * Popup ready with cached data next to two blank extension pages, opened cold and interleaved: the blank page whose
 * one script puts its paragraph there is the floor the bar is measured against, since any popup that shows stored
 * data must run a script (docs/performance.md).
 */
import { expect, type Page } from '@playwright/test';
import type { BenchBrowser } from './bench-browser';
import { spread, type Spread } from './stats';

type Kind = 'popup' | 'blank' | 'blankScript';
type Figures = { inPage: Spread; wall: Spread; fcp: Spread };

export interface ReadyFigures {
  popup: Figures;
  /** The blank page whose paragraph is in its HTML: no script runs. */
  blank: Figures;
  /** The blank page whose one script puts its paragraph there. */
  blankScript: Figures;
  /** popup / blank page with its script, on the in-page medians (the bar). */
  ratio: number;
  ratioP90: number;
  /** popup / script-less blank page, on the in-page medians. */
  ratioNoScript: number;
}

const PATHS: Record<Kind, string> = {
  popup: 'popup.html',
  blank: 'bench-blank.html',
  blankScript: 'bench-blank-script.html',
};

const READY_BINDING = '__benchReady';

/**
 * Installed before any of the page's own scripts: notes when the ready condition first holds. A string, not a
 * function's source: tsx's transform adds helpers to functions that do not exist in the page.
 */
const WATCH_READY = (kind: Kind) => `(() => {
  const isReady = ${kind !== 'popup'}
    ? () => document.getElementById('ready') !== null
    : () => document.querySelector('textarea') !== null &&
        document.querySelector('input[type=checkbox][aria-label^="Whitfield Coffee TV"]') !== null;
  const observer = new MutationObserver(() => {
    if (window.__readyAt !== undefined || !isReady()) return;
    window.__readyAt = performance.now();
    observer.disconnect();
    window.${READY_BINDING}(String(window.__readyAt));
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function openOnce(b: BenchBrowser, kind: Kind) {
  const page: Page = await b.context.newPage();
  // Playwright's addInitScript skips chrome-extension:// documents; CDP's own hook does not.
  const cdp = await b.context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: READY_BINDING });
  const reported = new Promise<void>((resolve) =>
    cdp.on('Runtime.bindingCalled', (e) => e.name === READY_BINDING && resolve()),
  );
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: WATCH_READY(kind) });
  const started = Date.now();
  await page.goto(`chrome-extension://${b.extensionId}/${PATHS[kind]}`, { waitUntil: 'commit' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([reported, new Promise<void>((resolve) => (timer = setTimeout(resolve, 30_000)))]);
  clearTimeout(timer);
  if (kind === 'popup')
    await expect(page.getByRole('checkbox', { name: 'Whitfield Coffee TV' })).toBeVisible({ timeout: 30_000 });
  else await expect(page.getByText('Blank extension page')).toBeVisible();
  const wall = Date.now() - started;
  const { readyAt, fcp } = await page.evaluate(() => ({
    readyAt: (window as unknown as { __readyAt?: number }).__readyAt ?? Number.NaN,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
  await cdp.detach();
  await page.close();
  return { inPage: readyAt, wall, fcp };
}

export async function measurePopupReady(b: BenchBrowser, runs = 30): Promise<ReadyFigures> {
  // Prime the caches (accounts, posts) and the worker, as after any earlier use of the popup.
  const prime = await b.open('popup.html');
  await expect(prime.getByRole('checkbox', { name: 'Whitfield Coffee TV' })).toBeVisible({ timeout: 30_000 });
  await expect(prime.getByRole('status', { includeHidden: true }).filter({ hasText: /^Updated / })).toBeAttached({
    timeout: 30_000,
  }); // in the Posts view
  await prime.close();
  await openOnce(b, 'blank'); // the first extension page of a run pays one-off costs; not counted

  const samples: Record<Kind, Awaited<ReturnType<typeof openOnce>>[]> = { popup: [], blank: [], blankScript: [] };
  // Each kind goes first, second and third in turn: a page opened right after another closed can pay for that one.
  const kinds: Kind[] = ['blank', 'blankScript', 'popup'];
  for (let i = 0; i < runs; i++) {
    for (const kind of [...kinds.slice(i % 3), ...kinds.slice(0, i % 3)]) samples[kind].push(await openOnce(b, kind));
  }
  const of = (list: typeof samples.popup) => ({
    inPage: spread(list.map((s) => s.inPage)),
    wall: spread(list.map((s) => s.wall)),
    fcp: spread(list.map((s) => s.fcp)),
  });
  const [popup, blank, blankScript] = [of(samples.popup), of(samples.blank), of(samples.blankScript)];
  return {
    popup,
    blank,
    blankScript,
    ratio: popup.inPage.median / blankScript.inPage.median,
    ratioP90: popup.inPage.p90 / blankScript.inPage.p90,
    ratioNoScript: popup.inPage.median / blank.inPage.median,
  };
}
