/**
 * The persisted form of the budget. The background can be killed at any moment (a service worker lives ~30 s
 * idle), so the mirror is saved after every change and read back with zod on start.
 */
import { z } from 'zod/mini';
import { EMPTY_BUCKET } from './window';

const Bucket = z.object({
  used: z.number().check(z.refine(Number.isSafeInteger), z.nonnegative()),
  lastAt: z.nullable(z.number()),
});

export const BudgetState = z.object({ version: z.literal(1), read: Bucket, write: Bucket });
export type BudgetState = z.infer<typeof BudgetState>;

const EMPTY_STATE: BudgetState = { version: 1, read: EMPTY_BUCKET, write: EMPTY_BUCKET };

/** Where the state lives; the background passes a `storage.local` item, tests a Map. No browser API here. */
export interface BudgetStorage {
  load(): Promise<unknown>;
  save(state: BudgetState): Promise<void>;
}

/** The stored value, or an empty state when it is missing or unreadable (a 429 then corrects the mirror). */
export function parseState(raw: unknown): BudgetState {
  const parsed = BudgetState.safeParse(raw);
  return parsed.success ? parsed.data : EMPTY_STATE;
}

/** A storage adapter over a plain variable: for tests and for contexts that need no persistence. */
export function memoryStorage(initial?: unknown): BudgetStorage & { value: unknown } {
  const store = {
    value: initial,
    async load() {
      return store.value;
    },
    async save(state: BudgetState) {
      store.value = structuredClone(state);
    },
  };
  return store;
}

/**
 * Adapts a storage item (the background passes one declared in lib/storage/items.ts with WXT's
 * `storage.defineItem`), so that this module itself touches no browser API.
 */
export function itemStorage(item: {
  getValue(): Promise<unknown>;
  setValue(value: BudgetState): Promise<void>;
}): BudgetStorage {
  return { load: () => item.getValue(), save: (state) => item.setValue(state) };
}
