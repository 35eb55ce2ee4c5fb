/**
 * A storage item: its key and what a missing value reads as. The background checks every read and write against its
 * schema (`checkWith`, lib/background/check-storage.ts); pages trust it by its type, which keeps zod out of their load.
 */
import { browser } from './browser-api';

type Key = `local:${string}` | `session:${string}`;
type Check<T> = (raw: unknown) => { success: true; data: T } | { success: false };

export interface StoredItem<T> {
  key: Key;
  /** The fallback when nothing is stored (or, where checked, when it is unreadable). */
  get(): Promise<T>;
  set(value: T): Promise<void>;
  remove(): Promise<void>;
  watch(callback: (value: T) => void): () => void;
  /** A raw value read by other means (snapshot.ts), as `get` would give it. */
  fromRaw(raw: unknown): T;
  /** From now on in this context, reads fall back when `check` fails and writes throw. */
  checkWith(check: Check<T>): void;
}

const areaOf = (key: Key) => {
  const [area, name] = key.split(/:(.*)/s) as ['local' | 'session', string];
  return { area, name, store: () => browser.storage[area] };
};

/** Calls back with the raw new value of `key` whenever any context changes it. */
export function watchKey(key: Key, callback: (raw: unknown) => void): () => void {
  const { area, name } = areaOf(key);
  const listener = (changes: Record<string, { newValue?: unknown }>, changed: string) => {
    if (changed === area && name in changes) callback(changes[name]!.newValue);
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

export function defineItem<T>(key: Key, { fallback }: { fallback: T }): StoredItem<T> {
  const { name, store } = areaOf(key);
  let check: Check<T> | undefined;
  const read = (raw: unknown): T => {
    if (raw === null || raw === undefined) return fallback;
    if (!check) return raw as T;
    const parsed = check(raw);
    return parsed.success ? parsed.data : fallback;
  };
  return {
    key,
    get: async () => read((await store().get(name))[name]),
    set: async (value) => {
      const parsed = check?.(value);
      if (parsed && !parsed.success) throw new TypeError(`Refused to store an unreadable ${key}`);
      await store().set({ [name]: parsed ? parsed.data : value });
    },
    remove: () => store().remove(name),
    watch: (callback) => watchKey(key, (raw) => callback(read(raw))),
    fromRaw: read,
    checkWith: (c) => void (check = c),
  };
}
