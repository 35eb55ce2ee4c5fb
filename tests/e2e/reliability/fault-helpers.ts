/**
 * Helpers for the fault-injection suite (docs/design.md §5 "Reliability"): stopping the service worker as
 * Chrome does, waking it, and reading what the extension and the sandbox hold (docs/stack-notes.md, Killing the
 * service worker). A stopped worker hangs `worker.evaluate` until a page's message wakes it: `wake` first.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { SandboxControls } from '../fixtures/sandbox-client';
import type { SandboxState } from '../composer/composer-page';

export { prng } from './malformed-answers';

/** Stops every service worker of the browser (CDP, from an extension page). */
export async function killWorker(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** Stops the worker `ms` (at most 250) after now: the seeded moment of the fault itself, not a wait for a state. */
export async function killWorkerAfter(context: BrowserContext, page: Page, ms: number): Promise<void> {
  if (ms > 250) throw new Error(`a kill ${ms} ms away is a wait, not a moment`);
  await new Promise((resolve) => setTimeout(resolve, ms));
  await killWorker(context, page);
}

/** A message from an extension page starts the worker again (~20 ms). */
export async function wake(page: Page): Promise<void> {
  await page.evaluate(() => chrome.runtime.sendMessage({ tag: 'quickpost/1', type: 'outbox.status', data: {} }));
}

/** Forgets the budget mirror (storage item `budget`): done while the worker is stopped, so it reloads it empty. */
export async function forgetBudget(page: Page): Promise<void> {
  await page.evaluate(() => chrome.storage.local.remove('budget'));
}

export interface StoredEntry {
  id: string;
  state: string;
  post: { content: string };
  wait?: { reason: string; until?: number };
  result?: { postId: number | null; via: string };
}

/** The outbox entries (storage key `outbox`) whose post has this text. */
export async function outboxEntries(page: Page, content: string): Promise<StoredEntry[]> {
  const { outbox } = (await page.evaluate(() => chrome.storage.local.get('outbox'))) as { outbox?: StoredEntry[] };
  return (outbox ?? []).filter((e) => e.post?.content === content);
}

/** The stored draft's text (storage key `draft`), '' when there is none. */
export async function storedDraftText(page: Page): Promise<string> {
  const { draft } = (await page.evaluate(() => chrome.storage.local.get('draft'))) as {
    draft?: { text?: string; content?: string } | null;
  };
  return draft?.text ?? draft?.content ?? '';
}

/** The sandbox's posts of demo with exactly this text. */
export async function postsWith(controls: SandboxControls, content: string): Promise<SandboxState['posts']> {
  const { posts } = (await controls.state()) as SandboxState;
  return posts.filter((p) => p.content === content);
}
