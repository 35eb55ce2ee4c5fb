import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startBackground } from '@/lib/background/start';
import { ask } from '@/lib/messaging';
import { backgroundHarness } from '../fakes/background';

const g = globalThis as { chrome?: unknown };
afterEach(() => {
  delete g.chrome;
});

describe('startBackground', () => {
  it('restricts storage.local to trusted contexts where the browser has setAccessLevel', async () => {
    const setAccessLevel = vi.fn(async () => undefined);
    g.chrome = { storage: { local: { setAccessLevel } } };
    startBackground(backgroundHarness().deps);
    await vi.waitFor(() => expect(setAccessLevel).toHaveBeenCalledWith({ accessLevel: 'TRUSTED_CONTEXTS' }));
  });

  it('starts without it (Firefox), and a refusal is logged, not thrown', async () => {
    const h = backgroundHarness();
    expect(() => startBackground(h.deps)).not.toThrow();
    g.chrome = { storage: { local: { setAccessLevel: () => Promise.reject(new Error('nope')) } } };
    startBackground(h.deps);
    await vi.waitFor(() => expect(h.logs).toContain('could not restrict storage.local to trusted contexts'));
  });

  it('answers our own pages at once (the listener is registered synchronously)', async () => {
    startBackground(backgroundHarness().deps);
    // The fake browser reports senders without a URL; stand in for the options page.
    const send = async (message: unknown) => {
      const answers: unknown[] = [];
      await fakeBrowser.runtime.onMessage.trigger(
        message,
        { id: fakeBrowser.runtime.id, url: `chrome-extension://${fakeBrowser.runtime.id}/options.html` },
        (a: unknown) => answers.push(a),
      );
      await vi.waitFor(() => expect(answers).toHaveLength(1));
      return answers[0];
    };
    expect(await ask('ping', {}, send)).toEqual({ apiUrl: 'http://127.0.0.1:8787' });
  });
});
