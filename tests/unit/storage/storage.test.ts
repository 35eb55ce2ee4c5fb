import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defineItem } from '@/lib/storage/item';
import { readFileSync, readdirSync } from 'node:fs';
import { CHECKED_ITEMS, checkStorage } from '@/lib/background/check-storage';
import { credentialItem, serviceAddressesItem } from '@/lib/storage/items';
import { preferencesItem } from '@/lib/storage/page-items';
import { defaultPreferences } from '@/lib/storage/page-items';

const storageItems = CHECKED_ITEMS.map(({ item }) => item);

/** Every `defineItem<…>('…'` in lib/, so that an item declared anywhere is checked by the background. */
function declaredKeys(): string[] {
  const files = readdirSync('lib', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  return files.flatMap((f) =>
    [...readFileSync(`lib/${f}`, 'utf8').matchAll(/defineItem<[^>]*>\(\s*'([^']+)'/g)].map((m) => m[1]!),
  );
}

describe('storage conventions (every item declared in lib/)', () => {
  it('checks every item declared in lib/', () => {
    expect(storageItems.map((i) => i.key).sort()).toEqual(declaredKeys().sort());
  });

  it('declares every key once, never in storage.sync (credentials never travel to other devices)', () => {
    const keys = storageItems.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^(local|session):/);
  });
});

describe('defineItem', () => {
  it('reads and writes its own key in its own area, and tells watchers the new value', async () => {
    const item = defineItem<{ label: string }>('session:labelled', { fallback: { label: 'none' } });
    expect(await item.get()).toEqual({ label: 'none' });
    const seen = vi.fn();
    const stop = item.watch(seen);
    await item.set({ label: 'one' });
    expect(await fakeBrowser.storage.session.get('labelled')).toEqual({ labelled: { label: 'one' } });
    await fakeBrowser.storage.local.set({ labelled: { label: 'elsewhere' } });
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith({ label: 'one' }));
    expect(seen).toHaveBeenCalledTimes(1);
    stop();
    await item.remove();
    expect(await item.get()).toEqual({ label: 'none' });
  });

  it('reads a value trusted by its type until checked, and anything unreadable as the fallback after', async () => {
    await fakeBrowser.storage.local.set({ preferences: 42 });
    expect(await preferencesItem.get()).toBe(42);
    checkStorage();
    await fakeBrowser.storage.local.set({
      serviceAddresses: { apiUrl: 'not a url' },
      preferences: 42,
      credential: { kind: 'api-key' },
    });
    expect(await serviceAddressesItem.get()).toEqual({
      apiUrl: 'http://127.0.0.1:8787',
      appUrl: 'http://127.0.0.1:8787',
    });
    expect(await preferencesItem.get()).toEqual(defaultPreferences);
    expect(await credentialItem.get()).toBeNull();
  });

  it('reads the address the E2E harness writes directly', async () => {
    await fakeBrowser.storage.local.set({
      serviceAddresses: { apiUrl: 'http://127.0.0.1:40123', appUrl: 'http://127.0.0.1:40123' },
    });
    expect((await serviceAddressesItem.get()).apiUrl).toBe('http://127.0.0.1:40123');
  });

  it('refuses to write a value that breaks the schema, keeping the old one', async () => {
    await preferencesItem.set({ ...defaultPreferences, relayUrl: 'https://ntfy.sh/topic' });
    await expect(preferencesItem.set({ ...defaultPreferences, timeZone: 'Mars/Olympus' })).rejects.toThrow();
    expect((await preferencesItem.get()).relayUrl).toBe('https://ntfy.sh/topic');
  });

  it('tells watchers the parsed value', async () => {
    const seen = vi.fn();
    const stop = serviceAddressesItem.watch(seen);
    await serviceAddressesItem.set({ apiUrl: 'https://api.example.com/', appUrl: 'https://app.example.com' });
    await vi.waitFor(() =>
      expect(seen).toHaveBeenCalledWith({ apiUrl: 'https://api.example.com', appUrl: 'https://app.example.com' }),
    );
    stop();
  });
});
