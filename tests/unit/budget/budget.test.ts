import { describe, expect, it, vi } from 'vitest';
import { BudgetExhaustedError } from '@/lib/errors/service';
import { createBudget, defaultReserve, type Budget } from '@/lib/budget/budget';
import { WINDOW_MS } from '@/lib/service/operations';
import type { BudgetState } from '@/lib/budget/window';
import { fakeTime, memoryStorage, testBudget } from '../fakes/api';

const M = 60 * 1000;

async function spendN(budget: Budget, bucket: 'read' | 'write', n: number, background = false) {
  for (let i = 0; i < n; i += 1) await budget.spend(bucket, { background });
}

describe('budget: limits and reserve', () => {
  it.each([
    [
      { read: 60, write: 30 },
      { read: 10, write: 0 },
    ],
    [
      { read: 6, write: 3 },
      { read: 1, write: 0 },
    ],
    [
      { read: 2, write: 2 },
      { read: 0, write: 0 },
    ],
  ])('default reserve for %j is %j', (limits, reserve) => {
    expect(defaultReserve(limits)).toEqual(reserve);
  });

  it.each<[string, { read: number; write: number }, boolean, number, boolean]>([
    // [case, spent before, background?, remaining read, canSpend read]
    ['fresh, person', { read: 0, write: 0 }, false, 60, true],
    ['fresh, background', { read: 0, write: 0 }, true, 50, true],
    ['49 spent, background may take one more', { read: 49, write: 0 }, true, 1, true],
    ['50 spent, background stops at the reserve', { read: 50, write: 0 }, true, 0, false],
    ['50 spent, person still has 10', { read: 50, write: 0 }, false, 10, true],
    ['59 spent, person has the last one', { read: 59, write: 0 }, false, 1, true],
    ['60 spent, nobody', { read: 60, write: 0 }, false, 0, false],
    ['writes do not touch reads', { read: 0, write: 30 }, true, 50, true],
  ])('%s', async (_, spent, background, remaining, can) => {
    const time = fakeTime();
    const budget = await testBudget(time.clock);
    await spendN(budget, 'read', spent.read);
    await spendN(budget, 'write', spent.write);
    expect(budget.remaining('read', { background })).toBe(remaining);
    expect(budget.canSpend('read', { background })).toBe(can);
  });

  it('writes have no reserve: background (outbox) writes may use all 30', async () => {
    const budget = await testBudget(fakeTime().clock);
    await spendN(budget, 'write', 30, true);
    expect(budget.used('write')).toBe(30);
    await expect(budget.spend('write', { background: true })).rejects.toBeInstanceOf(BudgetExhaustedError);
  });

  it('refuses without counting, saying when the window clears and whether only the reserve is left', async () => {
    const time = fakeTime();
    const budget = await testBudget(time.clock);
    await spendN(budget, 'read', 50);
    time.advance(5 * M);
    const refused = await budget.spend('read', { background: true }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BudgetExhaustedError);
    expect(refused).toMatchObject({ bucket: 'read', reserveOnly: true, retryAt: time.now - 5 * M + WINDOW_MS });
    expect(budget.used('read')).toBe(50);
    await spendN(budget, 'read', 10);
    const full = await budget.spend('read').catch((e: unknown) => e);
    expect(full).toMatchObject({ name: 'BudgetExhaustedError', reserveOnly: false, retryAt: time.now + WINDOW_MS });
  });

  it('configurable limits (a sandbox run with 6 reads and 3 writes)', async () => {
    const budget = await testBudget(fakeTime().clock, { limits: { read: 6, write: 3 } });
    await spendN(budget, 'read', 5, true);
    expect(budget.canSpend('read', { background: true })).toBe(false);
    expect(budget.canSpend('read')).toBe(true);
    await spendN(budget, 'write', 3);
    expect(budget.remaining('write')).toBe(0);
  });
});

describe('budget: rolling window, each request extends it', () => {
  it('the counter clears only a whole window after the last request', async () => {
    const time = fakeTime();
    const budget = await testBudget(time.clock);
    await spendN(budget, 'write', 29);
    time.advance(50 * M);
    await budget.spend('write'); // at 50 min: extends the window to 110 min
    time.advance(59 * M); // 109 min: the first 29 are older than an hour, yet still counted
    expect(budget.used('write')).toBe(30);
    expect(budget.canSpend('write')).toBe(false);
    expect(budget.clearsAt('write')).toBe(time.now + M);
    time.advance(M);
    expect(budget.used('write')).toBe(0);
    expect(budget.clearsAt('write')).toBeNull();
  });

  it('a 429 marks the bucket full until 60 minutes after now', async () => {
    const time = fakeTime();
    const budget = await testBudget(time.clock);
    await spendN(budget, 'read', 3);
    time.advance(30 * M);
    await budget.markFull('read');
    expect(budget.remaining('read')).toBe(0);
    expect(budget.clearsAt('read')).toBe(time.now + WINDOW_MS);
    time.advance(WINDOW_MS - 1);
    expect(budget.canSpend('read')).toBe(false);
    time.advance(1);
    expect(budget.remaining('read')).toBe(60);
  });

  it('by default waits a safety minute beyond the hour ("clears about 60 minutes later")', async () => {
    const time = fakeTime();
    const budget = await createBudget({ clock: time.clock, storage: memoryStorage() });
    await budget.markFull('write');
    time.advance(WINDOW_MS);
    expect(budget.canSpend('write')).toBe(false);
    time.advance(M);
    expect(budget.canSpend('write')).toBe(true);
  });
});

describe('budget: persistence and concurrency', () => {
  it('survives the background being killed: a new budget reads the saved mirror', async () => {
    const time = fakeTime();
    const storage = memoryStorage();
    const first = await createBudget({ clock: time.clock, storage, marginMs: 0 });
    await spendN(first, 'read', 7);
    await first.markFull('write');
    const second = await createBudget({ clock: time.clock, storage, marginMs: 0 });
    expect(second.used('read')).toBe(7);
    expect(second.canSpend('write')).toBe(false);
    expect(second.snapshot()).toEqual(first.snapshot());
  });

  it.each([
    undefined,
    null,
    'garbage',
    { version: 2, read: {}, write: {} },
    { version: 1, read: { used: -1, lastAt: 0 } },
  ])('unreadable stored state %j starts empty', async (stored) => {
    const budget = await createBudget({ clock: fakeTime().clock, storage: memoryStorage(stored) });
    expect(budget.remaining('read')).toBe(60);
    expect(budget.remaining('write')).toBe(30);
  });

  it('two calls racing for the last unit: exactly one gets it, even with slow storage', async () => {
    const time = fakeTime();
    const saved: BudgetState[] = [];
    const storage = {
      load: async () => undefined,
      save: (s: BudgetState) => new Promise<void>((r) => setTimeout(() => (saved.push(s), r()), 5)),
    };
    const budget = await createBudget({ clock: time.clock, storage, limits: { read: 60, write: 2 }, marginMs: 0 });
    await budget.spend('write');
    const results = await Promise.allSettled([budget.spend('write'), budget.spend('write'), budget.spend('write')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(budget.used('write')).toBe(2);
    expect(saved.at(-1)?.write.used).toBe(2); // saves land in order: the last one is the newest
  });

  it('a failing storage does not stop spending, and is reported', async () => {
    const onSaveError = vi.fn();
    const storage = { load: async () => undefined, save: async () => Promise.reject(new Error('quota')) };
    const budget = await createBudget({ clock: fakeTime().clock, storage, onSaveError });
    await budget.spend('read');
    await budget.spend('read');
    expect(budget.used('read')).toBe(2);
    expect(onSaveError).toHaveBeenCalledTimes(2);
  });
});
