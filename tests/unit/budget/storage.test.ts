import { describe, expect, it } from 'vitest';
import { storage } from 'wxt/utils/storage';
import { createBudget } from '@/lib/budget/budget';
import { itemStorage, type BudgetState } from '@/lib/budget/state';
import { fakeTime } from '../fakes/api';

describe('budget persisted in extension storage', () => {
  it('a background restarted mid-window finds the same mirror in storage.local', async () => {
    const item = storage.defineItem<BudgetState | null>('local:testRateBudget', { fallback: null });
    const time = fakeTime();
    const before = await createBudget({ clock: time.clock, storage: itemStorage(item) });
    await before.spend('write');
    await before.spend('read', { background: true });
    await before.markFull('read');
    // The service worker dies: memory is gone, storage.local survives.
    const after = await createBudget({ clock: time.clock, storage: itemStorage(item) });
    expect(after.used('write')).toBe(1);
    expect(after.canSpend('read')).toBe(false);
    expect(await item.getValue()).toEqual(before.snapshot());
  });
});
