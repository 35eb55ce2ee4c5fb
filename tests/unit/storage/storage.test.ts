import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defineParsedItem } from '@/lib/storage/parsed-item';
import { readFileSync, readdirSync } from 'node:fs';
import * as coreItems from '@/lib/storage/items';
import { imageGrantsItem } from '@/lib/storage/image-grants-item';
import { credentialItem, preferencesItem, serviceAddressesItem } from '@/lib/storage/items';
import { draftItem } from '@/lib/storage/draft-item';
import { outboxItem } from '@/lib/storage/outbox-item';
import { notifiedItem, setAsideDraftItem } from '@/lib/notify/notify-items';
import { relayCursorItem, trackerItem } from '@/lib/tracking/tracker-items';
import { prefillItem } from '@/lib/storage/prefill-item';
import { credentialOriginItem } from '@/lib/storage/credential-origin-item';
import { postingScheduleItem } from '@/lib/storage/schedule-item';
import { accountUseItem } from '@/lib/storage/account-use-item';
import { defaultPreferences } from '@/lib/settings/schema';

/**
 * One case per migration step of every item in lib/storage/items.ts: [key, version it migrates to, a stored value
 * of the version before, what it must become]. Raising an item's version without adding its case here fails
 * the conventions test below.
 */
const MIGRATION_STEPS: [key: string, to: number, before: unknown, after: unknown][] = [];

type Item = { key: string; version: number; migrations: Record<number, (old: unknown) => unknown> };
const isItem = (v: unknown): v is Item => typeof v === 'object' && v !== null && 'key' in v && 'migrations' in v;
const storageItems: Item[] = [
  ...Object.values(coreItems as Record<string, unknown>).filter(isItem),
  draftItem,
  outboxItem,
  credentialOriginItem,
  notifiedItem,
  setAsideDraftItem,
  relayCursorItem,
  trackerItem,
  prefillItem,
  postingScheduleItem,
  imageGrantsItem,
  accountUseItem,
];

/** Every `defineParsedItem('local:…'` in lib/, so that an item declared anywhere is in the list above. */
function declaredKeys(): string[] {
  const files = readdirSync('lib', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  return files.flatMap((f) =>
    [...readFileSync(`lib/${f}`, 'utf8').matchAll(/defineParsedItem\(\s*'(local:[^']+)'/g)].map((m) => m[1]!),
  );
}

describe('storage conventions (every item declared in lib/)', () => {
  it('checks every item declared in lib/', () => {
    expect(storageItems.map((i) => i.key).sort()).toEqual(declaredKeys().sort());
  });

  it('declares every key once, in storage.local (credentials never travel with sync)', () => {
    const keys = storageItems.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^local:/);
  });

  it('has a migration for every version step, and a test case for every migration', () => {
    for (const item of storageItems) {
      const expected = Array.from({ length: item.version - 1 }, (_, i) => i + 2);
      expect(Object.keys(item.migrations).map(Number).sort(), item.key).toEqual(expected);
      for (const to of expected) {
        expect(
          MIGRATION_STEPS.some(([key, v]) => key === item.key && v === to),
          `${item.key} v${to} has a case`,
        ).toBe(true);
      }
    }
  });

  it.skipIf(MIGRATION_STEPS.length === 0).each(MIGRATION_STEPS)('%s → v%i', async (key, to, before, after) => {
    const item = storageItems.find((i) => i.key === key)!;
    expect(await item.migrations[to]!(before)).toEqual(after);
  });
});

describe('defineParsedItem', () => {
  it('runs the migrations from the stored version on start, then parses', async () => {
    await fakeBrowser.storage.local.set({ migrating: { name: 'old' }, migrating$: { v: 1 } });
    const item = defineParsedItem('local:migrating', {
      schema: z.object({ label: z.string() }),
      fallback: { label: 'none' },
      version: 2,
      migrations: { 2: (old) => ({ label: (old as { name: string }).name }) },
    });
    expect(await item.get()).toEqual({ label: 'old' });
    expect(await fakeBrowser.storage.local.get('migrating$')).toEqual({ migrating$: { v: 2 } });
  });

  it('reads anything unreadable as the fallback rather than crashing', async () => {
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
