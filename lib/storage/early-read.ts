/**
 * A page's first storage read, started before the composer's chunk loads so the two overlap (docs/design.md §5).
 * Values come back raw for their items to parse; a key changed meanwhile is read again. No dependencies, since the
 * first paint has a size budget.
 */
interface StorageArea {
  get(keys: string[], callback: (items: Record<string, unknown>) => void): void;
}
interface StorageGlobal {
  storage?: {
    local?: StorageArea;
    onChanged?: { addListener(listener: (changes: Record<string, unknown>, area: string) => void): void };
  };
}

let early: { keys: Set<string>; changed: Set<string>; items: Promise<Record<string, unknown> | undefined> } | undefined;

/** Starts reading `keys` from `storage.local` (only non-secret items: the page never reads the credential). */
export function startEarlyRead(keys: readonly string[], api = (globalThis as { chrome?: StorageGlobal }).chrome): void {
  early = undefined;
  const local = api?.storage?.local;
  const onChanged = api?.storage?.onChanged;
  if (!local || !onChanged) return;
  const state = {
    keys: new Set(keys),
    changed: new Set<string>(),
    items: Promise.resolve<Record<string, unknown> | undefined>(undefined),
  };
  // Listening before reading: a write that lands while the read is under way marks its key, never slips by.
  onChanged.addListener((changes, area) => {
    if (area === 'local') for (const key of Object.keys(changes)) state.changed.add(key);
  });
  state.items = new Promise((resolve) => {
    try {
      local.get([...keys], (items) => resolve(items ?? undefined));
    } catch {
      resolve(undefined);
    }
  });
  early = state;
}

/**
 * The raw value of `key` from the early read, once: `{ raw }`, or undefined when there was no early read of it,
 * it was taken already, or it changed since (then the caller reads storage itself).
 */
export async function takeEarly(key: string): Promise<{ raw: unknown } | undefined> {
  const state = early;
  if (!state?.keys.has(key)) return undefined;
  state.keys.delete(key);
  const items = await state.items;
  if (!items || state.changed.has(key)) return undefined;
  return { raw: items[key] };
}

/** The storage key behind a declared item's `local:` key. */
export const localKey = (key: `local:${string}` | `session:${string}`): string | undefined =>
  key.startsWith('local:') ? key.slice('local:'.length) : undefined;

/** An item's value: from the early read when there is one for it, else read now; parsed by the item either way. */
export async function readItem<T>(item: {
  key: `local:${string}` | `session:${string}`;
  get(): Promise<T>;
  fromRaw(raw: unknown): T | undefined;
}): Promise<T> {
  const key = localKey(item.key);
  const early = key === undefined ? undefined : await takeEarly(key);
  const value = early === undefined ? undefined : item.fromRaw(early.raw);
  return value === undefined ? item.get() : value;
}
