/**
 * Firefox's paths where Chrome-only APIs are missing: the Firefox build is MV2, so the toolbar button
 * is `browserAction` (no `action`), and its openPopup works only from a user action — else a composer window.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openComposerOn } from '@/lib/background/toolbar';

type Loose = Record<string, unknown>;
const loose = fakeBrowser as unknown as Loose;
let action: unknown;
let create: ReturnType<typeof vi.fn>;

beforeEach(() => {
  action = loose.action;
  loose.action = undefined; // MV2: only browserAction exists
  create = vi.fn(async () => ({ id: 7 }));
  (fakeBrowser.windows as unknown as Loose).create = create;
});
afterEach(() => {
  loose.action = action;
  delete loose.browserAction;
});

describe.each([
  ['Edit and retry (notification)', () => openComposerOn(undefined)],
  ['menu or command', () => openComposerOn(42)],
])('Firefox MV2: %s', (_, open) => {
  it('opens the toolbar popup through browserAction when Firefox allows it', async () => {
    const openPopup = vi.fn(async () => undefined);
    loose.browserAction = { openPopup };
    await open();
    expect(openPopup).toHaveBeenCalledOnce();
    expect(create).not.toHaveBeenCalled();
  });

  it('opens a small composer window when Firefox refuses (no user gesture)', async () => {
    loose.browserAction = {
      openPopup: vi.fn(async () => Promise.reject(new Error('openPopup requires a user gesture'))),
    };
    await open();
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'popup', url: expect.stringMatching(/\/composer\.html(\?tab=42)?$/) }),
    );
  });

  it('opens a small composer window when there is no openPopup at all', async () => {
    loose.browserAction = {};
    await open();
    expect(create).toHaveBeenCalledOnce();
  });
});
