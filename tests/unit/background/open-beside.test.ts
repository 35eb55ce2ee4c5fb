/**
 * Menu clicks, the command and the address bar open the composer where the toolbar button does
 * (lib/background/toolbar.ts): beside the page when the person chose it, asked before anything is awaited;
 * the popup when the browser refuses. The browser's gesture rule itself can only be met by a real click.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openBesidePage, openComposerOn } from '@/lib/background/toolbar';

type Loose = Record<string, unknown>;
const loose = fakeBrowser as unknown as Loose;
const g = globalThis as unknown as Loose;
let saved: { action: unknown; chrome: unknown };
let openPopup: ReturnType<typeof vi.fn>;

beforeEach(() => {
  saved = { action: loose.action, chrome: g.chrome };
  openPopup = vi.fn(async () => undefined);
  loose.action = { openPopup };
  (fakeBrowser.windows as unknown as Loose).create = vi.fn(async () => ({ id: 7 }));
});
afterEach(() => {
  loose.action = saved.action;
  g.chrome = saved.chrome;
  delete loose.sidebarAction;
  openBesidePage(false);
});

describe('Chrome: the side panel', () => {
  it('opens the side panel on the tab when the toolbar button opens it, and no popup', async () => {
    const open = vi.fn(async () => undefined);
    g.chrome = { sidePanel: { open } };
    openBesidePage(true);
    expect(await openComposerOn(42)).toBe('panel');
    expect(open).toHaveBeenCalledWith({ tabId: 42 });
    expect(openPopup).not.toHaveBeenCalled();
  });

  it('opens the popup when the person chose the popup', async () => {
    const open = vi.fn(async () => undefined);
    g.chrome = { sidePanel: { open } };
    expect(await openComposerOn(42)).toBe('popup');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the popup when the browser refuses the panel (no gesture left) or there is no tab', async () => {
    g.chrome = {
      sidePanel: {
        open: vi.fn(async () =>
          Promise.reject(new Error('`sidePanel.open()` may only be called in response to a user gesture.')),
        ),
      },
    };
    openBesidePage(true);
    expect(await openComposerOn(42)).toBe('popup');
    expect(await openComposerOn(undefined)).toBe('popup');
    expect(openPopup).toHaveBeenCalledTimes(2);
  });
});

describe('Firefox: the sidebar', () => {
  it('opens the sidebar when the toolbar button opens it', async () => {
    g.chrome = undefined;
    const open = vi.fn(async () => undefined);
    loose.sidebarAction = { open };
    openBesidePage(true);
    expect(await openComposerOn(undefined)).toBe('panel');
    expect(open).toHaveBeenCalledOnce();
    expect(openPopup).not.toHaveBeenCalled();
  });
});
