import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { signal } from '@preact/signals';
import { z } from 'zod/mini';
import { COMPOSER_EARLY_KEYS } from '@/lib/composer/early-keys';
import { createAccountsModel } from '@/lib/composer/accounts-model';
import type { DraftModel } from '@/lib/composer/draft-model';
import { emptyDraft } from '@/lib/draft/draft';
import { draftItem } from '@/lib/storage/draft-item';
import { localKey, readItem, startEarlyRead, takeEarly } from '@/lib/storage/early-read';
import { defineParsedItem } from '@/lib/storage/parsed-item';
import { accountUseItem } from '@/lib/storage/account-use-item';
import { accountsCacheItem, credentialItem, preferencesItem } from '@/lib/storage/items';

/** A storage.local of plain values, with onChanged, in the callback form the early read uses. */
function fakeChrome(values: Record<string, unknown>) {
  const listeners: ((changes: Record<string, unknown>, area: string) => void)[] = [];
  let answer: (() => void) | undefined;
  return {
    api: {
      storage: {
        local: {
          get: (keys: string[], callback: (items: Record<string, unknown>) => void) =>
            void (answer = () =>
              callback(Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k]])))),
        },
        onChanged: {
          addListener: (listener: (changes: Record<string, unknown>, area: string) => void) =>
            void listeners.push(listener),
        },
      },
    },
    answer: () => answer?.(),
    change: (key: string, area = 'local') => listeners.forEach((l) => l({ [key]: {} }, area)),
  };
}

describe('early read (lib/storage/early-read.ts)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('names exactly the composer items it stands for, and never the credential', () => {
    expect([...COMPOSER_EARLY_KEYS].sort()).toEqual(
      [draftItem, preferencesItem, accountsCacheItem, accountUseItem].map((i) => localKey(i.key)).sort(),
    );
    expect(COMPOSER_EARLY_KEYS).not.toContain(localKey(credentialItem.key));
  });

  it.each([
    ['read early, unchanged', [], 'local', { raw: 'early' }],
    ['changed in storage.local since', ['draft'], 'local', undefined],
    ['another key changed', ['preferences'], 'local', { raw: 'early' }],
    ['the same key changed in another area', ['draft'], 'session', { raw: 'early' }],
  ] as const)('gives the early value once: %s', async (_, changed, area, expected) => {
    const chrome = fakeChrome({ draft: 'early' });
    startEarlyRead(['draft'], chrome.api);
    const taken = takeEarly('draft');
    changed.forEach((key) => chrome.change(key, area));
    chrome.answer();
    expect(await taken).toEqual(expected);
    expect(await takeEarly('draft')).toBeUndefined(); // once: later reads go to storage
  });

  it('a key it was not asked for, or no early read at all, is left to the caller', async () => {
    startEarlyRead(['draft'], {}); // no storage API (not an extension page)
    expect(await takeEarly('draft')).toBeUndefined();
    const chrome = fakeChrome({ draft: 1 });
    startEarlyRead(['draft'], chrome.api);
    chrome.answer();
    expect(await takeEarly('preferences')).toBeUndefined();
  });

  it('parses the early value through the item, and falls back to a storage read', async () => {
    const item = defineParsedItem('local:earlyTest', {
      schema: z.nullable(z.object({ n: z.number() })),
      fallback: null,
    });
    await item.set({ n: 2 });
    const chrome = fakeChrome({ earlyTest: { n: 1 } });
    startEarlyRead(['earlyTest'], chrome.api);
    chrome.answer();
    expect(await readItem(item)).toEqual({ n: 1 });
    expect(await readItem(item)).toEqual({ n: 2 }); // taken once; then storage itself

    const bad = fakeChrome({ earlyTest: { n: 'not a number' } });
    startEarlyRead(['earlyTest'], bad.api);
    bad.answer();
    expect(await readItem(item)).toBeNull(); // the item's fallback, as `get` would give
  });

  it('leaves an item with a version above 1 to `get`, which runs its migrations', async () => {
    const item = defineParsedItem('local:earlyV2', {
      schema: z.number(),
      fallback: 0,
      version: 2,
      migrations: { 2: (n) => n },
    });
    await item.set(7);
    const chrome = fakeChrome({ earlyV2: 5 });
    startEarlyRead(['earlyV2'], chrome.api);
    chrome.answer();
    expect(await readItem(item)).toBe(7);
  });
});

describe('stored accounts before the background answers (lib/composer/accounts-model.ts)', () => {
  const account = (id: number) => ({ id, type: 'twitter', name: `A${id}` });
  const drafts = () => ({ draft: signal(emptyDraft()), update: () => undefined }) as unknown as DraftModel;

  it('shows the stored list, then the background’s answer replaces it', async () => {
    let answer!: (a: { accounts: ReturnType<typeof account>[]; fetchedAt: number }) => void;
    const model = createAccountsModel({ ask: (() => new Promise((r) => (answer = r))) as never }, drafts());
    const loading = model.load();
    model.showStored([account(1)]);
    expect(model.accounts.value.map((a) => a.id)).toEqual([1]);
    expect(model.loadedOnce.value).toBe(true);
    answer({ accounts: [account(2)], fetchedAt: 1 });
    await loading;
    expect(model.accounts.value.map((a) => a.id)).toEqual([2]);
    model.showStored([account(1)]); // read late: never over the background's word
    expect(model.accounts.value.map((a) => a.id)).toEqual([2]);
  });

  it('clears the stored list when the background cannot confirm it (signed out)', async () => {
    let fail!: (e: Error) => void;
    const model = createAccountsModel({ ask: (() => new Promise((_, f) => (fail = f))) as never }, drafts());
    const loading = model.load();
    model.showStored([account(1)]);
    fail(new Error('no credential'));
    await loading;
    expect(model.accounts.value).toEqual([]);
    expect(model.loadedOnce.value).toBe(false);
    expect(model.error.value).not.toBe('');
  });

  it('nothing cached: nothing shown', () => {
    const model = createAccountsModel({ ask: (() => new Promise(() => undefined)) as never }, drafts());
    model.showStored(null);
    expect(model.loadedOnce.value).toBe(false);
  });
});
