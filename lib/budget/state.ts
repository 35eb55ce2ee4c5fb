/**
 * The persisted form of the budget. The background can be killed at any moment (a service worker lives ~30 s idle),
 * so the mirror is saved after every change and read back with zod on start.
 */
import { z } from 'zod/mini';
import { EMPTY_BUCKET } from './window';

const Bucket = z.object({
  used: z.number().check(z.refine(Number.isSafeInteger), z.nonnegative()),
  lastAt: z.nullable(z.number()),
});

export const BudgetState = z.object({ version: z.literal(1), read: Bucket, write: Bucket });
export type BudgetState = z.infer<typeof BudgetState>;

/** The background passes its `storage.local` item, tests a variable: no browser API here. */
export interface BudgetStorage {
  load(): Promise<unknown>;
  save(state: BudgetState): Promise<void>;
}

/** The stored value, or an empty state when it is missing or unreadable (a 429 then corrects the mirror). */
export function parseState(raw: unknown): BudgetState {
  return BudgetState.safeParse(raw).data ?? { version: 1, read: EMPTY_BUCKET, write: EMPTY_BUCKET };
}

export function memoryStorage(initial?: unknown): BudgetStorage & { value: unknown } {
  const store: BudgetStorage & { value: unknown } = {
    value: initial,
    load: async () => store.value,
    save: async (state) => void (store.value = structuredClone(state)),
  };
  return store;
}
