/**
 * What starts a page or the worker, in a Chromium no test library is attached to (bare-cdp.ts): the context-menu
 * click → composer visible from a stopped worker (the same click as menu-open.ts), and the worker's cold start —
 * neither the woken worker nor the opened popup held paused by an auto-attaching client before it may start.
 */
import type { BareBrowser } from './bare-cdp';
import { spread, type Spread } from './stats';
import type { MenuFigures } from './menu-open';

const SHOWN_MARK = 'quickpost:composer-shown';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, every = 10, within = 30_000): Promise<T> {
  const end = Date.now() + within;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${within} ms`);
    await sleep(every);
  }
}

/** Stops the service worker, as the browser does after 30 s idle, and waits until it is gone. */
async function stopWorker(b: BareBrowser, sessionId: string): Promise<void> {
  await b.send('ServiceWorker.stopAllWorkers', {}, sessionId);
  const running = async () =>
    (await b.send<{ targetInfos: { type: string }[] }>('Target.getTargets')).targetInfos.some(
      (t) => t.type === 'service_worker',
    );
  await until('the worker stopped', async () => ((await running()) ? undefined : true));
}

/** Signed in as `demo` against `sandboxUrl`, with the accounts cached as after any earlier use of the popup. */
export async function primeBare(b: BareBrowser, sandboxUrl: string): Promise<void> {
  const worker = await b.attach((await b.worker()).targetId);
  // A worker just let run (bare-cdp.ts `attach`) may not have its extension APIs bound yet.
  await until(
    'the worker’s extension APIs',
    async () => (await b.evaluate<boolean>(worker, `typeof chrome === 'object' && !!chrome.storage`)) || undefined,
    20,
  );
  await b.evaluate(
    worker,
    `chrome.storage.local.set(${JSON.stringify({ serviceAddresses: { apiUrl: sandboxUrl, appUrl: sandboxUrl }, credential: { kind: 'api-key', key: 'smm_demo', savedAt: 1 }, credentialOrigin: { origin: new URL(sandboxUrl).origin, savedAt: 1 } })})`,
  );
  await b.send('Target.detachFromTarget', { sessionId: worker });
  const popup = await b.openTab(`chrome-extension://${b.extensionId}/popup.html`);
  await until(
    'the cached accounts in the popup',
    async () =>
      (await b.evaluate<boolean>(
        popup.sessionId,
        `document.querySelector('input[type=checkbox][aria-label^="Whitfield Coffee TV"]') !== null`,
      )) || undefined,
    50,
  );
  await sleep(1000); // the posts view's read settles
  await b.send('Target.closeTarget', { targetId: popup.targetId });
}

export async function measureMenuOpenBare(b: BareBrowser, sandboxUrl: string, runs = 5): Promise<MenuFigures> {
  const waker = await b.openTab(`chrome-extension://${b.extensionId}/bench-blank.html`);
  await b.send('ServiceWorker.enable', {}, waker.sessionId);
  const samples: { inPage: number; wall: number; toNavigation: number; pageStart: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const web = await b.openTab(`${sandboxUrl}/`);
    await b.send('Target.activateTarget', { targetId: web.targetId });
    await stopWorker(b, waker.sessionId);
    let openedId: string | undefined;
    // A new target is announced before its URL is known; the URL comes with a later change.
    const before = new Set(
      (await b.send<{ targetInfos: { targetId: string }[] }>('Target.getTargets')).targetInfos.map((t) => t.targetId),
    );
    const seen = (p: Record<string, unknown>) => {
      const info = p.targetInfo as { targetId: string; url: string };
      if (!before.has(info.targetId) && /\/(popup|composer)\.html/.test(info.url)) openedId = info.targetId;
    };
    const offs = [b.on('Target.targetCreated', seen), b.on('Target.targetInfoChanged', seen)];
    await b.send('Target.setDiscoverTargets', { discover: true });
    const clickedAt = Date.now();
    const started = performance.now();
    await b.evaluate(waker.sessionId, 'chrome.runtime.sendMessage({ wake: true }).catch(() => undefined)');
    const worker = await b.attach((await b.worker()).targetId);
    await b.evaluate(
      worker,
      `(async () => {
      const [tab] = await chrome.tabs.query({ url: ${JSON.stringify(`${sandboxUrl}/*`)} });
      chrome.contextMenus.onClicked.dispatch({ menuItemId: 'quickpost-page', pageUrl: tab?.url, editable: false }, tab);
    })()`,
    );
    const targetId = await until('the composer opened', async () => openedId, 5);
    for (const off of offs) off();
    await b.send('Target.setDiscoverTargets', { discover: false });
    const page = await b.attach(targetId);
    const { origin, shown } = await until('the composer shown', async () => {
      const r = await b
        .evaluate<{ origin: number; shown: number | null }>(
          page,
          `({ origin: performance.timeOrigin, shown: performance.getEntriesByName(${JSON.stringify(SHOWN_MARK)})[0]?.startTime ?? null })`,
        )
        .catch(() => undefined);
      return r && r.shown !== null ? { origin: r.origin, shown: r.shown } : undefined;
    });
    const wall = performance.now() - started;
    samples.push({ inPage: origin + shown - clickedAt, wall, toNavigation: origin - clickedAt, pageStart: shown });
    await b.send('Target.detachFromTarget', { sessionId: worker }).catch(() => undefined);
    await b.send('Target.closeTarget', { targetId }).catch(() => undefined);
    await until('the composer closed', async () =>
      (await b.send<{ targetInfos: { targetId: string }[] }>('Target.getTargets')).targetInfos.some(
        (t) => t.targetId === targetId,
      )
        ? undefined
        : true,
    );
    await b.send('Target.closeTarget', { targetId: web.targetId });
  }
  await b.send('Target.closeTarget', { targetId: waker.targetId });
  const of = (pick: (s: (typeof samples)[number]) => number) => spread(samples.map(pick));
  return {
    inPage: of((s) => s.inPage),
    wall: of((s) => s.wall),
    toNavigation: of((s) => s.toNavigation),
    pageStart: of((s) => s.pageStart),
  };
}

/**
 * The worker's cold start: stopped (CDP) → the first message an extension page sends answered (`budget.get`, which
 * reads storage only), next to the same message answered by the running worker. The background's size is beside
 * it in the table.
 */
export async function measureWorkerStartBare(b: BareBrowser, runs = 10): Promise<{ cold: Spread; warm: Spread }> {
  const page = await b.openTab(`chrome-extension://${b.extensionId}/bench-blank.html`);
  await b.send('ServiceWorker.enable', {}, page.sessionId);
  const ask = () =>
    b.evaluate<number>(
      page.sessionId,
      `(async () => {
      const started = performance.now();
      const answer = await chrome.runtime.sendMessage({ tag: 'quickpost/1', type: 'budget.get', data: {} });
      if (!answer?.ok) throw new Error('budget.get was not answered: ' + JSON.stringify(answer));
      return performance.now() - started;
    })()`,
    );
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) {
    await stopWorker(b, page.sessionId);
    cold.push(await ask());
    warm.push(await ask());
  }
  await b.send('Target.closeTarget', { targetId: page.targetId });
  return { cold: spread(cold), warm: spread(warm) };
}
