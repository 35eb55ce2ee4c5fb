import { preferencesItem } from '@/lib/storage/page-items';
import { defaultPreferences } from '@/lib/storage/page-items';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { authNoticeItem, credentialItem, postsCacheItem } from '@/lib/storage/items';
import { accountsCacheItem } from '@/lib/storage/page-items';
import { backgroundHarness, type Harness, storeCredential } from '../fakes/background';

let h: Harness;
beforeEach(() => {
  h = backgroundHarness();
});

describe('API key', () => {
  it('is checked with one List Accounts, then kept in storage.local (never sync) and shown masked', async () => {
    const status = await h.ask('auth.saveKey', { key: '  smm_demo\n' });
    expect(status).toEqual({
      method: 'api-key',
      maskedKey: 'smm_••••',
      since: h.time.now,
      connection: { label: 'Dana Whitfield', accounts: 3, checkedAt: h.time.now },
    });
    expect(h.service.requests).toEqual([{ method: 'GET', path: '/developers/v1/accounts', auth: 'smm_demo' }]);
    expect(await fakeBrowser.storage.local.get('credential')).toMatchObject({
      credential: { kind: 'api-key', key: 'smm_demo' },
    });
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
    // The answer a page gets never holds the key itself.
    expect(JSON.stringify(status)).not.toContain('smm_demo');
  });

  it('is not kept when the service refuses it, and a working key stays', async () => {
    await h.ask('auth.saveKey', { key: 'smm_demo' });
    await expect(h.ask('auth.saveKey', { key: 'smm_typo' })).rejects.toMatchObject({
      name: 'ApiHttpError',
      status: 403,
    });
    expect(await credentialItem.get()).toMatchObject({ key: 'smm_demo' });
    expect((await h.ask('auth.status', {})).method).toBe('api-key');
  });

  it('says what to do when the service cannot be reached, and keeps nothing', async () => {
    h.service.offline = true;
    await expect(h.ask('auth.saveKey', { key: 'smm_demo' })).rejects.toMatchObject({ name: 'ApiNetworkError' });
    expect(await credentialItem.get()).toBeNull();
  });

  it('asks for an empty key to be pasted without calling the service', async () => {
    await expect(h.ask('auth.saveKey', { key: '   ' })).rejects.toMatchObject({
      name: 'QuickpostError',
      key: 'key_paste_first',
      message: /Paste your API key/,
    });
    expect(h.service.requests).toEqual([]);
  });

  it('is refused before any request when the origin is not granted', async () => {
    h.granted.clear();
    await expect(h.ask('auth.saveKey', { key: 'smm_demo' })).rejects.toMatchObject({
      name: 'QuickpostError',
      key: 'access_no_permission',
      message: /not allowed to reach http:\/\/127\.0\.0\.1:8787.*click Save/,
    });
    expect(h.service.requests).toEqual([]);
  });

  it('is removable, and removing it forgets the cached answers too', async () => {
    await h.ask('auth.saveKey', { key: 'smm_demo' });
    expect(await h.ask('auth.removeKey', {})).toEqual({ method: 'none' });
    expect(await credentialItem.get()).toBeNull();
    expect(await accountsCacheItem.get()).toBeNull();
    await expect(h.ask('accounts.list', {})).rejects.toMatchObject({ name: 'QuickpostError', key: 'not_connected' });
  });

  /** Starts reads of the accounts and of posts, held at the service until the returned function lets them answer. */
  function readsUnderWay() {
    let answer!: () => void;
    h.service.gate = new Promise((resolve) => (answer = resolve));
    const reads = Promise.allSettled([
      h.ask('accounts.list', { refresh: true }),
      h.ask('posts.list', { refresh: true }),
    ]);
    return async () => {
      h.service.gate = null;
      answer();
      return reads;
    };
  }

  it('removed while a read is under way: what that read brings back is not cached', async () => {
    await h.ask('auth.saveKey', { key: 'smm_demo' });
    const answer = readsUnderWay();
    await vi.waitFor(() => expect(h.service.requests).toHaveLength(3));
    await h.ask('auth.removeKey', {});
    await answer();
    expect(await accountsCacheItem.get()).toBeNull();
    expect(await postsCacheItem.get()).toEqual({});
  });

  it('the service address moved while a read is under way: the old service’s answer is not cached', async () => {
    await h.ask('auth.saveKey', { key: 'smm_demo' });
    const answer = readsUnderWay();
    await vi.waitFor(() => expect(h.service.requests).toHaveLength(3));
    await h.ask('settings.save', {
      addresses: { apiUrl: 'https://api.elsewhere.example', appUrl: 'https://app.elsewhere.example' },
    });
    await answer();
    expect(await accountsCacheItem.get()).toBeNull();
    expect(await postsCacheItem.get()).toEqual({});
  });

  it('replaced while a read is under way: the old key’s answer never lands in the new key’s cache', async () => {
    h.service.keys.add('smm_other');
    await h.ask('auth.saveKey', { key: 'smm_demo' });
    const answer = readsUnderWay();
    await vi.waitFor(() => expect(h.service.requests).toHaveLength(3));
    h.service.gate = null;
    h.time.now += 1_000; // what the old read brought back is dated a second before the new key's answer
    await h.ask('auth.saveKey', { key: 'smm_other' });
    await answer();
    expect((await accountsCacheItem.get())?.fetchedAt).toBe(h.time.now);
    expect(await postsCacheItem.get()).toEqual({});
  });
});

describe('a credential the service stops accepting', () => {
  it('is dropped on the first 403, with a notice that says to sign in again', async () => {
    h.service.tokens.add('svc_tok_good');
    await storeCredential({ kind: 'bearer', token: 'svc_tok_good', savedAt: 1 });
    expect((await h.ask('accounts.list', {})).accounts).toHaveLength(3);
    h.service.tokens.delete('svc_tok_good'); // revoked in the dashboard
    await expect(h.ask('accounts.list', { refresh: true })).rejects.toMatchObject({
      name: 'ApiHttpError',
      status: 403,
    });
    expect(await h.ask('auth.status', {})).toEqual({
      method: 'none',
      notice: expect.stringMatching(/signed out.*Sign in again/),
    });
    // Kept as data, worded when asked for (in the browser's language then), not a sentence of the moment it happened.
    expect(await authNoticeItem.get()).toEqual({ dropped: 'bearer', at: expect.any(Number) });
    expect(await accountsCacheItem.get()).toBeNull();
    // Nothing more is sent with it: "403: do not retry with the same credential".
    await expect(h.ask('accounts.list', {})).rejects.toMatchObject({ name: 'QuickpostError', key: 'not_connected' });
    expect(h.service.requests).toHaveLength(2);
  });

  it('is kept when a 403 on Create Post is about a foreign attachment (rule 1)', async () => {
    await h.ask('auth.saveKey', { key: 'smm_demo' });
    h.service.keys.delete('smm_demo'); // the fake answers 403 to everything now
    await preferencesItem.set({ ...defaultPreferences, undoSeconds: 0 }); // sent at once: no time to undo
    const post = {
      content: 'x',
      when: { instant: true as const },
      accounts: [{ id: 1, type: 'twitter' }],
      attachments: ['image-404'],
    };
    const { entry } = await h.ask('outbox.send', { post });
    expect(entry).toMatchObject({ state: 'failed', error: { status: 403 } });
    expect(await credentialItem.get()).toMatchObject({ kind: 'api-key' });
  });

  it('a new key clears the notice', async () => {
    await storeCredential({ kind: 'bearer', token: 'svc_tok_gone', savedAt: 1 });
    await expect(h.ask('accounts.list', {})).rejects.toMatchObject({ status: 403 });
    expect((await h.ask('auth.status', {})).notice).toBeDefined();
    expect(await h.ask('auth.saveKey', { key: 'smm_demo' })).not.toHaveProperty('notice');
  });
});

describe('sign out', () => {
  it('forgets the token and only the token', async () => {
    await storeCredential({ kind: 'bearer', token: 'svc_tok_good', savedAt: 1 });
    expect(await h.ask('auth.removeKey', {})).toMatchObject({ method: 'oauth' });
    expect(await h.ask('auth.signOut', {})).toEqual({ method: 'none' });
    expect((await fakeBrowser.storage.local.get('credential')).credential ?? null).toBeNull();
  });
});
