import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHandlers } from '@/lib/background/handlers';
import { createRouter, protocol, type RequestType } from '@/lib/messaging';
import { MESSAGE_TAG } from '@/lib/messaging/request';
import { credentialItem } from '@/lib/storage/items';
import { backgroundHarness, POPUP, SELF, type Harness, storeCredential } from '../fakes/background';

let h: Harness;
beforeEach(async () => {
  h = backgroundHarness();
  await storeCredential({ kind: 'api-key', key: 'smm_demo', savedAt: 1 });
});

const message = (type: string, data: unknown) => ({ tag: MESSAGE_TAG, type, data });

describe('the contract', () => {
  it('has a background handler for every request, and nothing else', () => {
    expect(Object.keys(createHandlers(h.deps)).sort()).toEqual(Object.keys(protocol).sort());
  });

  it.each<[RequestType, unknown]>([
    ['auth.saveKey', { key: '' }],
    ['auth.saveKey', { key: 'x'.repeat(501) }],
    ['media.list', { perPage: 101 }],
    ['media.list', { type: 'gif' }],
    ['posts.delete', { id: -1 }],
    ['settings.save', { addresses: { apiUrl: 'ftp://example.com', appUrl: 'https://example.com' } }],
    [
      'settings.save',
      {
        preferences: {
          timeZone: 'Mars/Olympus',
          defaultAccounts: [],
          notify: { published: true, failed: true },
          relayUrl: '',
        },
      },
    ],
    ['budget.markFull', { bucket: 'everything' }],
  ])('%s: the background refuses %j where it enters', async (type, data) => {
    const route = createRouter(createHandlers(h.deps), { self: SELF });
    expect(await route(message(type, data), POPUP)).toMatchObject({
      ok: false,
      error: { name: 'QuickpostError', key: 'page_outdated' },
    });
  });
});

describe('who may ask', () => {
  const senders = {
    'a content script in a web page (our id, a tab)': {
      id: SELF.id,
      url: 'https://example.com/post',
      origin: 'https://example.com',
      tab: { id: 4 },
    },
    'another extension': {
      id: 'otherextensionid',
      url: 'chrome-extension://otherextensionid/bg.js',
      origin: 'chrome-extension://otherextensionid',
    },
    'a web page (no id)': { url: 'https://evil.example/', origin: 'https://evil.example', tab: { id: 5 } },
    'a sandboxed frame of ours (opaque origin)': { id: SELF.id, url: `${SELF.origin}/frame.html`, origin: 'null' },
  };

  it.each(Object.entries(senders))('%s gets neither the credential nor any answer', async (_name, sender) => {
    const warn = vi.fn();
    const route = createRouter(createHandlers(h.deps), { self: SELF, warn });
    for (const type of ['upload.ticket', 'auth.status', 'accounts.list', 'settings.get'] as const) {
      const answer = await route(message(type, {}), sender);
      expect(answer).toEqual({
        ok: false,
        error: { name: 'QuickpostError', message: expect.any(String), key: 'page_outdated', args: [] },
      });
      expect(JSON.stringify(answer)).not.toContain('smm_demo');
    }
    expect(h.service.requests).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('our own page gets the ticket', async () => {
    const route = createRouter(createHandlers(h.deps), { self: SELF });
    expect(await route(message('upload.ticket', {}), POPUP)).toMatchObject({
      ok: true,
      data: { credential: { key: 'smm_demo' } },
    });
  });

  it('only the composer’s pages get the ticket (the raw key), not the options page', async () => {
    const route = createRouter(createHandlers(h.deps), { self: SELF });
    const composer = { id: SELF.id, url: `${SELF.origin}/composer.html?tab=3`, origin: SELF.origin, tab: { id: 9 } };
    expect(await route(message('upload.ticket', {}), composer)).toMatchObject({ ok: true });
    const options = { id: SELF.id, url: `${SELF.origin}/options.html`, origin: SELF.origin };
    const refused = await route(message('upload.ticket', {}), options);
    expect(refused).toMatchObject({ ok: false, error: { name: 'QuickpostError', key: 'page_outdated' } });
    expect(JSON.stringify(refused)).not.toContain('smm_demo');
  });

  it.each(['sidepanel.html', 'offscreen.html'])('%s uploads too, so it gets the ticket', async (page) => {
    const route = createRouter(createHandlers(h.deps), { self: SELF });
    const sender = { id: SELF.id, url: `${SELF.origin}/${page}`, origin: SELF.origin };
    expect(await route(message('upload.ticket', {}), sender)).toMatchObject({ ok: true });
  });

  it.each(['welcome.html', 'options.html?sidepanel.html', 'sidepanel.html.evil/x'])(
    'a page of ours that does not upload (%s) is refused the ticket',
    async (page) => {
      const route = createRouter(createHandlers(h.deps), { self: SELF });
      const sender = { id: SELF.id, url: `${SELF.origin}/${page}`, origin: SELF.origin };
      expect(await route(message('upload.ticket', {}), sender)).toMatchObject({
        ok: false,
        error: { name: 'QuickpostError', key: 'page_outdated' },
      });
    },
  );
});
