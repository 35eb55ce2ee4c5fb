/** The background's one rate budget, saved after every change so a killed worker restarts with the same mirror. */
import { createBudget, type Budget } from '@/lib/budget/budget';
import type { Bucket } from '@/lib/service/operations';
import { budgetItem } from '@/lib/storage/items';
import type { BackgroundDeps } from './deps';

export function createBudgetService(deps: Pick<BackgroundDeps, 'clock' | 'log'>) {
  let loading: Promise<Budget> | undefined;
  const get = () =>
    (loading ??= createBudget({
      clock: deps.clock,
      storage: { load: () => budgetItem.get(), save: (state) => budgetItem.set(state) },
      onSaveError: () => deps.log('could not save the rate budget; it goes on from memory'),
    }));

  return {
    get,
    /** "41 reads left": what a person may still do by hand in each bucket, and when it clears. */
    async report() {
      const budget = await get();
      const one = (bucket: Bucket) => ({
        left: budget.remaining(bucket),
        limit: budget.limits[bucket],
        clearsAt: budget.clearsAt(bucket),
      });
      return { read: one('read'), write: one('write') };
    },
    /** A page's upload got a 429: the bucket is full for a whole window. */
    async markFull(bucket: Bucket): Promise<number | null> {
      const budget = await get();
      await budget.markFull(bucket);
      return budget.clearsAt(bucket);
    },
  };
}

export type BudgetService = ReturnType<typeof createBudgetService>;
