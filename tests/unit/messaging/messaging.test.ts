import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiHttpError } from '@/lib/errors/service';
import { ask, createRouter, isTrustedSender, listen, type Handlers } from '@/lib/messaging';
import { sentenceFor } from '@/lib/errors/sentence';
import type { ErrorData } from '@/lib/errors/data';
import { reviveError } from '@/lib/errors/service';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { MESSAGE_TAG } from '@/lib/messaging/request';

const self = { id: 'quickpost-id', origin: 'chrome-extension://quickpost-id' };
const popup = { id: self.id, url: 'chrome-extension://quickpost-id/popup.html', origin: self.origin };

describe('isTrustedSender', () => {
  it.each([
    ['the popup', popup, true],
    ['the composer in a tab', { ...popup, url: 'chrome-extension://quickpost-id/composer.html', tab: { id: 3 } }, true],
    ['another extension', { id: 'evil', url: 'chrome-extension://evil/x.html' }, false],
    [
      'a content script in a web page',
      { id: self.id, url: 'https://example.com/', origin: 'https://example.com', tab: { id: 1 } },
      false,
    ],
    [
      'a sender with our URL but a foreign origin',
      { id: self.id, url: popup.url, origin: 'https://example.com' },
      false,
    ],
    ['a sender without a URL', { id: self.id }, false],
    ['a sender with a broken URL', { id: self.id, url: 'not a url' }, false],
    ['a web page (no id)', { url: 'https://example.com/' }, false],
  ])('%s → %s', (_name, sender, trusted) => {
    expect(isTrustedSender(sender, self)).toBe(trusted);
  });
});

describe('createRouter', () => {
  const ping = vi.fn(async () => ({ apiUrl: 'http://127.0.0.1:8787' }));
  const warn = vi.fn();
  const route = createRouter(only({ ping }), { self, warn });
  const message = (type: string, data: unknown) => ({ tag: MESSAGE_TAG, type, data });

  it('answers a valid request from our own page', async () => {
    expect(await route(message('ping', {}), popup)).toEqual({ ok: true, data: { apiUrl: 'http://127.0.0.1:8787' } });
  });

  it('refuses a content script and logs the sender without the payload', async () => {
    warn.mockClear();
    const answer = await route(message('ping', { secret: 'payload-123' }), {
      id: self.id,
      url: 'https://evil.example/',
    });
    expect(answer).toMatchObject({ ok: false, error: { name: 'QuickpostError', key: 'page_outdated' } });
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('https://evil.example/');
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('payload-123');
  });

  it.each([
    ['an unknown type', message('steal', {})],
    ['a prototype key as type', message('toString', {})],
    ['malformed data', message('ping', 'nope')],
    ['no envelope', { type: 'ping' }],
  ])('answers %s with a typed error, which a page shows as "reload this page"', async (_name, raw) => {
    const answer = await route(raw, popup);
    expect(answer).toMatchObject({ ok: false, error: { name: 'QuickpostError', key: 'page_outdated' } });
    const revived = reviveError((answer as { error: ErrorData }).error);
    expect(revived).toBeInstanceOf(QuickpostError);
    expect(sentenceFor(revived, { operation: 'listAccounts' })).toMatch(/reload the page/);
  });

  it('serializes a handler error so the page gets the same typed error', async () => {
    const failing = createRouter(
      only({
        ping: async () => {
          throw new ApiHttpError({
            operation: 'listAccounts',
            status: 403,
            serviceMessage: 'Invalid API key',
            body: '{}',
            retry: 'new-credential',
          });
        },
      }),
      { self },
    );
    const answer = await failing(message('ping', {}), popup);
    expect(answer).toMatchObject({ ok: false, error: { name: 'ApiHttpError', status: 403, retry: 'new-credential' } });
  });
});

describe('ask ↔ listen through the (fake) browser runtime', () => {
  it('round-trips an answer and revives errors', async () => {
    // The fake browser's sender is {}: trust it here, sender checks are covered above.
    const route = createRouter(
      only({
        ping: async () => {
          throw new ApiHttpError({
            operation: 'listAccounts',
            status: 401,
            serviceMessage: 'No key',
            body: '',
            retry: 'new-credential',
          });
        },
      }),
      { self: { id: fakeBrowser.runtime.id, origin: 'chrome-extension://x' } },
    );
    listen((raw, _sender) => route(raw, popupOf(fakeBrowser.runtime.id)));
    await expect(ask('ping', {})).rejects.toMatchObject({ name: 'ApiHttpError', status: 401 });
  });

  it('rejects an answer that is not an envelope', async () => {
    await expect(ask('ping', {}, async () => 'garbage')).rejects.toMatchObject({
      name: 'QuickpostError',
      key: 'page_outdated',
    });
  });
});

/** Handlers for the requests a test uses; any other request fails loudly. */
function only(some: Partial<Handlers>): Handlers {
  return new Proxy(some, {
    get: (target, key) =>
      (target as Record<string | symbol, unknown>)[key] ??
      (() => Promise.reject(new Error(`unexpected ${String(key)}`))),
  }) as Handlers;
}

function popupOf(id: string) {
  return { id, url: 'chrome-extension://x/popup.html' };
}
