/**
 * A storage item declared once with its schema, version and migrations (docs/style.md, after WXT's
 * `storage.defineItem`). What storage holds is parsed on every read: a value written by an older build, by
 * hand or by a bug never reaches the code unchecked — it falls back instead of crashing the background.
 */
import { storage } from 'wxt/utils/storage';
import * as z from 'zod/v4/core';

/** `migrations[n]` turns a version n-1 value into version n (WXT runs them in order on start). */
type Migrations = Record<number, (old: unknown) => unknown>;

export interface ItemOptions<S extends z.$ZodType> {
  schema: S;
  /** What a missing or unreadable value reads as. */
  fallback: z.output<S>;
  version?: number;
  migrations?: Migrations;
}

export interface ParsedItem<S extends z.$ZodType> {
  key: `local:${string}` | `session:${string}`;
  version: number;
  migrations: Migrations;
  /** The parsed value, or the fallback. */
  get(): Promise<z.output<S>>;
  /** Validates before writing: a bad value throws here rather than poisoning storage. */
  set(value: z.input<S>): Promise<void>;
  remove(): Promise<void>;
  /** Called with the parsed new value whenever any context changes it. */
  watch(callback: (value: z.output<S>) => void): () => void;
  /**
   * Parses a raw value read by other means (lib/storage/snapshot.ts), as `get` would. Undefined when this item
   * has a version above 1: its stored value may need a migration, which only `get` runs.
   */
  fromRaw(raw: unknown): z.output<S> | undefined;
}

export function defineParsedItem<S extends z.$ZodType>(
  key: `local:${string}` | `session:${string}`,
  { schema, fallback, version = 1, migrations = {} }: ItemOptions<S>,
): ParsedItem<S> {
  // `migrations` is always passed (even empty) so WXT records the version and refuses downgrades.
  // Defined on first use, not on import: WXT's item reads its value and version from storage as soon as it is
  // defined, and a page imports many items it does not touch while it opens (docs/design.md §5: popup ready).
  let defined: ReturnType<typeof storage.defineItem<unknown>> | undefined;
  const item = () => (defined ??= storage.defineItem<unknown>(key, { version, migrations }));
  const parse = (raw: unknown): z.output<S> => {
    if (raw === null || raw === undefined) return fallback;
    const parsed = z.safeParse(schema, raw);
    return parsed.success ? parsed.data : fallback;
  };
  return {
    key,
    version,
    migrations,
    get: async () => parse(await item().getValue()),
    set: async (value) => item().setValue(z.parse(schema, value)),
    remove: () => item().removeValue(),
    watch: (callback) => item().watch((value) => callback(parse(value))),
    fromRaw: (raw) => (version === 1 ? parse(raw) : undefined),
  };
}
