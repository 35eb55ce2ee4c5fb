/**
 * A storage item declared once with its key, fallback, version and migrations (after WXT's `storage.defineItem`),
 * typed by its schema in checks.ts. The background checks every read and write against that schema (`checkItems`):
 * storage enters Quickpost there. Pages read the same items trusted by their type, which keeps zod out of them.
 */
import { storage } from 'wxt/utils/storage';

/** `migrations[n]` turns a version n-1 value into version n (WXT runs them in order on start). */
type Migrations = Record<number, (old: unknown) => unknown>;

export interface StoredItem<T> {
  key: `local:${string}` | `session:${string}`;
  version: number;
  migrations: Migrations;
  /** The stored value, or the fallback when there is none (or, where checked, when it is unreadable). */
  get(): Promise<T>;
  /** Where checked, a bad value throws here rather than poisoning storage. */
  set(value: T): Promise<void>;
  remove(): Promise<void>;
  /** Called with the new value whenever any context changes it. */
  watch(callback: (value: T) => void): () => void;
  /** A raw value read by other means (snapshot.ts), as `get` would give it; undefined when a migration may be due. */
  fromRaw(raw: unknown): T | undefined;
  /** From now on in this context, reads fall back when `check` fails and writes throw (checks.ts). */
  checkWith(check: (raw: unknown) => { success: true; data: T } | { success: false }): void;
}

export function defineItem<T>(
  key: StoredItem<T>['key'],
  { fallback, version = 1, migrations = {} }: { fallback: T; version?: number; migrations?: Migrations },
): StoredItem<T> {
  // Defined on first use, not on import: WXT's item reads its value and version from storage as soon as it is
  // defined, and a page imports items it does not touch while it opens. `migrations` is always passed so WXT
  // records the version and refuses downgrades.
  let defined: ReturnType<typeof storage.defineItem<unknown>> | undefined;
  const item = () => (defined ??= storage.defineItem<unknown>(key, { version, migrations }));
  let check: Parameters<StoredItem<T>['checkWith']>[0] | undefined;
  const read = (raw: unknown): T => {
    if (raw === null || raw === undefined) return fallback;
    if (!check) return raw as T;
    const parsed = check(raw);
    return parsed.success ? parsed.data : fallback;
  };
  return {
    key,
    version,
    migrations,
    get: async () => read(await item().getValue()),
    set: async (value) => {
      const parsed = check?.(value);
      if (parsed && !parsed.success) throw new TypeError(`Refused to store an unreadable ${key}`);
      await item().setValue(parsed ? parsed.data : value);
    },
    remove: () => item().removeValue(),
    watch: (callback) => item().watch((value) => callback(read(value))),
    fromRaw: (raw) => (version === 1 ? read(raw) : undefined),
    checkWith: (c) => void (check = c),
  };
}
