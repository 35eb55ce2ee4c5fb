import { preferencesItem } from '@/lib/storage/page-items';
import { defaultPreferences } from '@/lib/storage/page-items';
import { beforeEach, describe, expect, it } from 'vitest';
import { FRESH_MS, MAX_PAGES, withPage } from '@/lib/storage/caches';
import { sentenceFor } from '@/lib/errors/sentence';
import { budgetItem, mediaCacheItem, postsCacheItem } from '@/lib/storage/items';
import { backgroundHarness, type Harness } from '../fakes/background';

const MINUTE = 60_000;
let h: Harness;

beforeEach(async () => {
  h = backgroundHarness();
  await h.ask('auth.saveKey', { key: 'smm_demo' }); // one read, and the accounts cache is filled
  h.service.requests.length = 0;
});

describe('cached reads', () => {
  it('20 popup opens in 10 minutes cost at most 2 reads (accounts and posts)', async () => {
    for (let open = 0; open < 20; open++) {
      await h.ask('accounts.list', {});
      await h.ask('posts.list', {});
      h.time.now += 30_000;
    }
    expect(h.service.reads()).toBeLessThanOrEqual(2);
  });

  it('gives the cached copy with its age, and reads again once it is stale', async () => {
    const first = await h.ask('accounts.list', {});
    expect(h.service.requests).toEqual([]);
    h.time.now += FRESH_MS.accounts;
    const second = await h.ask('accounts.list', {});
    expect(h.service.reads()).toBe(1);
    expect(second.fetchedAt).toBe(h.time.now);
    expect(second.fetchedAt - first.fetchedAt).toBe(FRESH_MS.accounts);
  });

  it('reads at once when asked to refresh', async () => {
    h.service.accounts.pop(); // disconnected on the platform: it disappears after a refresh
    expect((await h.ask('accounts.list', {})).accounts).toHaveLength(3);
    expect((await h.ask('accounts.list', { refresh: true })).accounts).toHaveLength(2);
    expect(h.service.reads()).toBe(1);
  });

  it('falls back to the stale copy, saying why, when the read budget is spent', async () => {
    h.time.now += FRESH_MS.accounts + MINUTE;
    await budgetItem.set({ version: 1, read: { used: 60, lastAt: h.time.now }, write: { used: 0, lastAt: null } });
    const fresh = backgroundHarness(); // a restarted worker loads the spent budget from storage
    fresh.time.now = h.time.now;
    const answer = await fresh.ask('accounts.list', {});
    expect(answer.accounts).toHaveLength(3);
    expect(answer.stale).toMatchObject({ name: 'BudgetExhaustedError', bucket: 'read' }); // data: the page words it
    expect(sentenceFor(answer.stale, { operation: 'listAccounts' })).toMatch(/used this hour’s requests for reading/);
    expect(fresh.service.requests).toEqual([]);
    await expect(fresh.ask('accounts.list', { refresh: true })).rejects.toMatchObject({ name: 'BudgetExhaustedError' });
  });

  it('falls back to the stale copy when offline, but not on a refused credential', async () => {
    h.time.now += FRESH_MS.accounts;
    h.service.offline = true;
    expect(sentenceFor((await h.ask('accounts.list', {})).stale, { operation: 'listAccounts' })).toMatch(/offline/);
    h.service.offline = false;
    h.service.keys.clear();
    await expect(h.ask('accounts.list', {})).rejects.toMatchObject({ status: 403 });
  });

  it('keeps media pages apart by type, page and size', async () => {
    await h.ask('media.list', {});
    await h.ask('media.list', { type: 'image' });
    await h.ask('media.list', { type: 'image' });
    await h.ask('media.list', { page: 2, perPage: 50 });
    expect(h.service.reads()).toBe(3);
    expect(Object.keys(await mediaCacheItem.get()).sort()).toEqual(['all:1:20', 'all:2:50', 'image:1:20']);
  });

  it('bounds the pages kept, dropping the oldest', () => {
    let pages = {};
    for (let i = 0; i < MAX_PAGES + 3; i++) pages = withPage(pages, `all:${i + 1}:20`, { fetchedAt: i, value: [] });
    expect(Object.keys(pages)).toHaveLength(MAX_PAGES);
    expect(pages).not.toHaveProperty('all:1:20');
    expect(pages).toHaveProperty(`all:${MAX_PAGES + 3}:20`);
  });
});

describe('our own writes update the caches without a read', () => {
  it('an upload joins the first page of each list it belongs to', async () => {
    await h.ask('media.list', {});
    await h.ask('media.list', { type: 'video' });
    await h.ask('media.list', { type: 'image', page: 2 });
    h.service.requests.length = 0;
    const item = { media_id: 'image-9', type: 'image', url: 'https://x/9.png' };
    await h.ask('upload.done', { item });
    expect((await h.ask('media.list', {})).items[0]).toMatchObject(item);
    expect((await h.ask('media.list', { type: 'video' })).items.map((m) => m.media_id)).not.toContain('image-9');
    expect((await h.ask('media.list', { type: 'image', page: 2 })).items.map((m) => m.media_id)).not.toContain(
      'image-9',
    );
    expect(h.service.requests).toEqual([]);
  });

  it('deleting media or a post removes it from every cached page', async () => {
    await h.ask('media.list', {});
    await h.ask('posts.list', {});
    await h.ask('media.delete', { mediaId: 'image-1' });
    await h.ask('posts.delete', { id: 7 });
    expect((await h.ask('media.list', {})).items.map((m) => m.media_id)).toEqual(['video-2']);
    expect((await h.ask('posts.list', {})).posts).toEqual([]);
    expect(h.service.reads()).toBe(2);
  });

  it('a post or media already deleted elsewhere (404) leaves the caches too, and the 404 reaches the page', async () => {
    await h.ask('media.list', {});
    await h.ask('posts.list', {});
    h.service.gone.add('7');
    h.service.gone.add('image-1');
    await expect(h.ask('posts.delete', { id: 7 })).rejects.toMatchObject({ name: 'ApiHttpError', status: 404 });
    await expect(h.ask('media.delete', { mediaId: 'image-1' })).rejects.toMatchObject({
      name: 'ApiHttpError',
      status: 404,
    });
    expect((await h.ask('posts.list', {})).posts).toEqual([]);
    expect((await h.ask('media.list', {})).items.map((m) => m.media_id)).toEqual(['video-2']);
    expect(h.service.reads()).toBe(2);
  });

  it('a created post appears first on the cached first page', async () => {
    await preferencesItem.set({ ...defaultPreferences, undoSeconds: 0 }); // sent at once: no time to undo
    await h.ask('posts.list', {});
    const { entry } = await h.ask('outbox.send', {
      post: {
        content: 'New',
        when: { date: '2030-01-09', time: '10:00', timezone: 'Europe/Berlin' },
        accounts: [{ id: 1, type: 'twitter' }],
      },
    });
    expect(entry).toMatchObject({ state: 'sent', result: { postId: 99 } });
    expect((await h.ask('posts.list', {})).posts.map((p) => p.id)).toEqual([99, 7]);
    expect(Object.keys(await postsCacheItem.get())).toEqual(['1:default']);
  });

  it('moving to another service address drops every cache', async () => {
    await h.ask('media.list', {});
    const { settings } = await h.ask('settings.get', {});
    await h.ask('settings.save', { addresses: { ...settings.addresses, apiUrl: 'http://127.0.0.1:9999' } });
    expect(await mediaCacheItem.get()).toEqual({});
    expect((await h.ask('auth.status', {})).connection).toBeUndefined();
  });
});

describe('upload ticket and budget', () => {
  it('hands the address and credential to our page and counts the write first', async () => {
    const before = await h.ask('budget.get', {});
    expect(await h.ask('upload.ticket', {})).toEqual({
      baseUrl: 'http://127.0.0.1:8787',
      credential: { kind: 'api-key', key: 'smm_demo' },
    });
    const after = await h.ask('budget.get', {});
    expect(after.write.left).toBe(before.write.left - 1);
    expect(after.read).toEqual({ left: 59, limit: 60, clearsAt: expect.any(Number) });
  });

  it('refuses a ticket when the write budget is spent', async () => {
    await h.ask('budget.markFull', { bucket: 'write' });
    await expect(h.ask('upload.ticket', {})).rejects.toMatchObject({ name: 'BudgetExhaustedError', bucket: 'write' });
  });

  it('refuses a ticket when not connected', async () => {
    await h.ask('auth.removeKey', {});
    await expect(h.ask('upload.ticket', {})).rejects.toMatchObject({ name: 'QuickpostError', key: 'not_connected' });
  });
});
