import { describe, expect, it } from 'vitest';
import { createBudget } from '@/lib/budget/budget';
import { budgetItem } from '@/lib/storage/items';
import { fakeTime } from '../fakes/api';

describe('budget persisted in extension storage', () => {
  it('a background restarted mid-window finds the same mirror in storage.local', async () => {
    const storage = { load: () => budgetItem.get(), save: budgetItem.set };
    const time = fakeTime();
    const before = await createBudget({ clock: time.clock, storage });
    await before.spend('write');
    await before.spend('read', { background: true });
    await before.markFull('read');
    // The service worker dies: memory is gone, storage.local survives.
    const after = await createBudget({ clock: time.clock, storage });
    expect(after.used('write')).toBe(1);
    expect(after.canSpend('read')).toBe(false);
    expect(await budgetItem.get()).toEqual(before.snapshot());
  });
});
