/**
 * A storage item: its key and what a missing value reads as, typed by its schema in lib/background/check-storage.ts.
 * The background checks every read and write against that schema (`checkWith`): storage enters Quickpost there.
 * Pages read the same items trusted by their type, which keeps zod and a storage library out of their first load.
 */
import { browser } from './browser-api';

type Key = `local:${string}` | `session:${string}`;
type Check<T> = (raw: unknown) => { success: true; data: T } | { success: false };

export interface StoredItem<T> {
  key: Key;
  /** The stored value, or the fallback when there is none (or, where checked, when it is unreadable). */
  get(): Promise<T>;
  /** Where checked, a bad value throws here rather than poisoning storage. */
  set(value: T): Promise<void>;
  remove(): Promise<void>;
  /** Called with the new value whenever any context changes it; returns the unsubscribe. */
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

/** Calls back with the raw new value of `key` whenever any context changes it; returns the unsubscribe. */
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
