/**
 * The offscreen document's listener (lib/uploads/offscreen.ts): a runner command runs only when it comes from
 * Quickpost itself. A content script shares the extension's id but names the web page's URL; another extension has
 * its own id: both are refused, unanswered, and nothing runs.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { RUNNER_TAG } from '@/lib/uploads/runner-command';

const runner = vi.hoisted(() => ({ run: vi.fn(), cancel: vi.fn() }));
vi.mock('@/lib/uploads/runner', () => ({ createRunner: () => runner }));

type Listener = (message: unknown, sender: unknown, sendResponse: (answer: unknown) => void) => unknown;

async function startAndCatchListener(): Promise<Listener> {
  let caught: Listener | undefined;
  vi.spyOn(fakeBrowser.runtime.onMessage, 'addListener').mockImplementation(((listener: Listener) => {
    caught = listener;
  }) as never);
  vi.spyOn(fakeBrowser.runtime, 'connect').mockReturnValue({
    onDisconnect: { addListener: () => undefined },
  } as never);
  const { startOffscreenRunner } = await import('@/lib/uploads/offscreen');
  startOffscreenRunner();
  return caught!;
}

const own = () => `chrome-extension://${fakeBrowser.runtime.id}`;
const command = { tag: RUNNER_TAG, run: { id: 'run-1', key: 'file-1' } };

describe('the offscreen runner’s listener', () => {
  beforeEach(() => {
    runner.run.mockClear();
    runner.cancel.mockClear();
  });

  it.each([
    [
      'a content script (our id, a web page’s URL)',
      () => ({ id: fakeBrowser.runtime.id, url: 'https://evil.example/' }),
    ],
    ['another extension', () => ({ id: 'another-extension', url: 'chrome-extension://another-extension/bg.js' })],
    ['a sender without a URL', () => ({ id: fakeBrowser.runtime.id })],
  ])('refuses %s', async (_name, sender) => {
    const listener = await startAndCatchListener();
    const answer = vi.fn();
    listener(command, sender(), answer);
    listener({ tag: RUNNER_TAG, cancel: 'run-1' }, sender(), answer);
    expect(runner.run).not.toHaveBeenCalled();
    expect(runner.cancel).not.toHaveBeenCalled();
    expect(answer).not.toHaveBeenCalled();
  });

  it('runs a command from the background', async () => {
    const listener = await startAndCatchListener();
    const answer = vi.fn();
    listener(command, { id: fakeBrowser.runtime.id, url: `${own()}/background.js` }, answer);
    expect(runner.run).toHaveBeenCalledWith({ id: 'run-1', key: 'file-1' });
    expect(answer).toHaveBeenCalledWith({ ok: true });
  });
});
