import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createOptionsModel } from '@/lib/options/model';
import type { Ask } from '@/lib/messaging/protocol';

type OptionsDeps = { ask: Ask };
import { browser } from '@/lib/storage/browser-api';
import { sentenceFor } from '@/lib/errors/sentence';
import { describeBudget } from '@/lib/options/budget-text';
import { ApiHttpError, ApiNetworkError, BudgetExhaustedError } from '@/lib/errors/service';
import { serializeError } from '@/lib/errors/data';

import { backgroundHarness, type Harness } from '../fakes/background';

let h: Harness;
let asked: string[][];
let grant: boolean;

/** The model over the real background handlers (fake service), as the page would use it. */
function model(over: Partial<OptionsDeps> = {}) {
  return createOptionsModel({ ask: (type, data) => h.ask(type, data), ...over });
}

beforeEach(() => {
  h = backgroundHarness();
  asked = [];
  grant = true;
  // The person's answer to the browser's prompt for the hosts.
  browser.permissions.request = async ({ origins }) => {
    asked.push(origins ?? []);
    return grant;
  };
});

describe('options model', () => {
  it('loads the settings, the redirect URL and the connection line', async () => {
    const m = model();
    await m.load();
    expect(m.form.apiUrl.value).toBe('http://127.0.0.1:8787');
    expect(m.form.brokerUrl.value).toBe('http://127.0.0.1:8788');
    expect(m.redirectUrl.value).toBe('https://quickpost-id.chromiumapp.org/');
    expect(m.status.value).toMatch(/^Not connected/);
    expect(m.budget.value?.read.left).toBe(60);
  });

  it('asks for the origins first, synchronously, and saves nothing when refused', async () => {
    const m = model();
    await m.load();
    grant = false;
    m.form.edit('apiUrl', 'https://api.example.com');
    m.form.edit('apiKey', 'smm_demo');
    const saving = m.save();
    expect(asked).toEqual([['https://api.example.com/*', 'http://127.0.0.1/*']]); // before any await
    await saving;
    expect(m.alert.value).toBe(
      'Quickpost was not allowed to reach https://api.example.com and http://127.0.0.1, so it could not talk to the service there. Nothing was saved: click Save again and choose Allow.',
    );
    expect((await h.ask('settings.get', {})).settings.addresses.apiUrl).toBe('http://127.0.0.1:8787');
    expect(m.form.apiUrl.value).toBe('https://api.example.com');
    expect(m.form.apiKey.value).toBe('smm_demo');
    expect(h.service.requests).toEqual([]);
  });

  it('marks bad fields without asking for anything or losing the text', async () => {
    const m = model();
    await m.load();
    m.form.edit('apiKey', 'smm_demo');
    await m.save();
    expect(m.status.value).toMatch(/^Settings saved\./);
    m.form.edit('appUrl', 'app.example.com');
    m.form.edit('brokerUrl', 'ftp://broker');
    await m.save();
    expect(asked).toEqual([['http://127.0.0.1/*']]); // only the first, valid save asked
    expect(Object.keys(m.form.errors.value).sort()).toEqual(['appUrl', 'brokerUrl']);
    expect(m.form.appUrl.value).toBe('app.example.com');
    expect(m.alert.value).toMatch(/Nothing was saved/);
    expect(m.status.value).toMatch(/^Connected as/); // no stale "Settings saved."
  });

  it('saves a key that works, then empties the box', async () => {
    const m = model();
    await m.load();
    m.form.edit('apiKey', ' smm_demo ');
    await m.save();
    expect(m.status.value).toBe('Settings saved. Connected as Dana Whitfield — 3 accounts (API key smm_••••).');
    expect(m.form.apiKey.value).toBe('');
    expect(m.accounts.value).toHaveLength(3);
    expect(m.alert.value).toBe('');
  });

  it('keeps a refused key in the box and says so next to it, with what stays in use — never "saved" beside it', async () => {
    const m = model();
    await m.load();
    m.editKey('smm_wrong');
    await m.save();
    expect(m.keyError.value).toMatch(
      /^The service refused this API key \(“Invalid or revoked API key”\).* Quickpost is not connected\.$/,
    );
    expect(m.alert.value).toBe('');
    expect(m.status.value).not.toMatch(/saved/i);
    expect(m.form.apiKey.value).toBe('smm_wrong');
    m.editKey('smm_wrong2');
    expect(m.keyError.value).toBe('');
  });

  it('names the previous key as still in use when a new one is refused', async () => {
    const m = model();
    await m.load();
    m.editKey('smm_demo');
    await m.save();
    m.editKey('smm_wrong');
    await m.save();
    expect(m.keyError.value).toMatch(/Your previous key \(smm_••••\) is still in use\.$/);
    expect(m.status.value).toMatch(/^Connected as /);
  });

  it('runs one action at a time', async () => {
    const request = vi.fn((type: string, data: unknown) => h.ask(type as never, data as never));
    const m = model({ ask: request as OptionsDeps['ask'] });
    await m.load();
    request.mockClear();
    await Promise.all([m.checkConnection(), m.signOut()]);
    expect(request.mock.calls.map(([type]) => type)).not.toContain('auth.signOut');
  });
});

describe('each section saved where it is edited', () => {
  it('Notifications’ Save saves the notifications only: a half-typed address neither blocks it nor is saved', async () => {
    const m = model();
    await m.load();
    m.form.edit('apiUrl', 'https://api.example.com');
    m.form.edit('appUrl', 'app.example'); // not an address yet
    m.form.setNotify('published', false);
    await m.save('notifications');
    expect(asked).toEqual([]); // no address saved, nothing to allow
    const { settings } = await h.ask('settings.get', {});
    expect(settings.preferences.notify).toEqual({ published: false, failed: true });
    expect(settings.addresses.apiUrl).toBe('http://127.0.0.1:8787');
    expect(m.form.apiUrl.value).toBe('https://api.example.com'); // still as typed, for Service's own Save
    expect(m.form.appUrl.value).toBe('app.example');
    expect(m.form.errors.value).toEqual({});
    expect(m.status.value).toMatch(/^Settings saved\./);
  });

  it('Defaults’ Save keeps the notifications as they were saved, and the relay typed stays in its box', async () => {
    const m = model();
    await m.load();
    m.form.edit('relayUrl', 'https://ntfy.example/topic');
    m.form.edit('undoSeconds', '12');
    await m.save('defaults');
    const { settings } = await h.ask('settings.get', {});
    expect(settings.preferences.undoSeconds).toBe(12);
    expect(settings.preferences.relayUrl).toBe('');
    expect(m.form.relayUrl.value).toBe('https://ntfy.example/topic');
  });

  it('a bad field stops only its own section’s Save, and is marked until that section is saved right', async () => {
    const m = model();
    await m.load();
    m.form.edit('undoSeconds', 'five');
    await m.save('service');
    expect(m.form.errors.value).toEqual({}); // Service's fields are fine; Defaults' are not its to check
    expect(m.status.value).toMatch(/^Settings saved\./);
    await m.save('defaults');
    expect(Object.keys(m.form.errors.value)).toEqual(['undoSeconds']);
    expect(m.alert.value).toMatch(/Nothing was saved/);
    m.form.edit('undoSeconds', '8');
    await m.save('service');
    expect(Object.keys(m.form.errors.value)).toEqual(['undoSeconds']); // still Defaults' to clear
    await m.save('defaults');
    expect(m.form.errors.value).toEqual({});
    expect((await h.ask('settings.get', {})).settings.preferences.undoSeconds).toBe(8);
  });

  it('the Connection’s Save checks the key at the address saved, not at one still being typed', async () => {
    const m = model();
    await m.load();
    m.form.edit('apiUrl', 'https://api.example.com');
    m.editKey('smm_demo');
    await m.save('connection');
    expect(asked).toEqual([['http://127.0.0.1/*']]);
    expect(h.service.requests.map((r) => r.auth)).toEqual(['smm_demo']);
    expect(m.status.value).toMatch(/^Settings saved\. Connected as Dana Whitfield/);
    expect((await h.ask('settings.get', {})).settings.addresses.apiUrl).toBe('http://127.0.0.1:8787');
    await m.save('connection');
    expect(m.keyError.value).toMatch(/^Paste your API key first/);
  });
});

describe('the relay topic', () => {
  it('is weak only for a relay address with a guessable topic, and a generated name keeps the server', () => {
    const m = model();
    expect(m.form.relayTopicWeak.value).toBe(false); // no relay
    m.form.edit('relayUrl', 'https://ntfy.sh/quickpost');
    expect(m.form.relayTopicWeak.value).toBe(true);
    m.form.edit('relayUrl', 'not an address');
    expect(m.form.relayTopicWeak.value).toBe(false); // the Save's check says what is wrong with it
    m.form.edit('relayUrl', 'https://push.example.org/ntfy/my-posts2');
    expect(m.form.relayTopicWeak.value).toBe(true);
    m.form.generateRelayTopic();
    expect(m.form.relayUrl.value).toMatch(/^https:\/\/push\.example\.org\/ntfy\/quickpost-[a-z2-7]{24}$/);
    expect(m.form.relayTopicWeak.value).toBe(false);
  });

  it('a generated name with nothing typed goes on ntfy.sh, and a fresh one each time', () => {
    const m = model();
    m.form.generateRelayTopic();
    const first = m.form.relayUrl.value;
    expect(first).toMatch(/^https:\/\/ntfy\.sh\/quickpost-[a-z2-7]{24}$/);
    m.form.generateRelayTopic();
    expect(m.form.relayUrl.value).not.toBe(first);
  });
});

describe('sentenceFor', () => {
  const key = { operation: 'listAccounts' as const, checkingKey: true };
  it.each([
    [
      'a refused new key',
      new ApiHttpError({
        operation: 'listAccounts',
        status: 403,
        serviceMessage: 'Invalid',
        body: '',
        retry: 'new-credential',
      }),
      key,
      /^The service refused this API key \(“Invalid”\)/,
    ],
    [
      'a revoked stored credential',
      serializeError(
        new ApiHttpError({
          operation: 'listAccounts',
          status: 403,
          serviceMessage: 'x',
          body: '',
          retry: 'new-credential',
        }),
      ),
      { operation: 'listAccounts' as const },
      /no longer valid: sign in again/,
    ],
    [
      'offline',
      new ApiNetworkError({ operation: 'listAccounts', causeMessage: 'x', outcome: 'not-sent' }),
      key,
      /offline/,
    ],
    [
      'a spent budget',
      new BudgetExhaustedError({ bucket: 'read', retryAt: 0, reserveOnly: false }),
      key,
      /used this hour’s requests for reading/,
    ],
    [
      'our own sentence',
      { name: 'QuickpostError', message: 'x', key: 'signin_denied', args: [] },
      key,
      /^You declined access/,
    ],
    [
      'a contract mismatch',
      { name: 'QuickpostError', message: 'x', key: 'page_outdated', args: [] },
      key,
      /reload the page/,
    ],
    [
      'a sleeping background',
      new Error('Could not establish connection. Receiving end does not exist.'),
      key,
      /background did not answer/,
    ],
    ['anything else, never raw', new TypeError('x is undefined'), key, /^Something unexpected went wrong/],
  ])('%s', (_name, error, action, sentence) => {
    expect(sentenceFor(error, action)).toMatch(sentence);
  });
});

describe('describeBudget', () => {
  it('says what is left and when each window clears', () => {
    const report = {
      read: { left: 41, limit: 60, clearsAt: Date.UTC(2030, 0, 1, 14, 5) },
      write: { left: 30, limit: 30, clearsAt: null },
    };
    expect(describeBudget(report, { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '41 of 60 reads left (all back at 14:05 if no more are made) · 30 of 30 writes left',
    );
  });
});
