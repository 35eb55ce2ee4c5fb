/**
 * The storage keys the composer reads before anything else — the draft, the preferences, the cached accounts and
 * which of them were used last (lib/composer/browser-ports.ts) — named here without their items, so that a page's entry script can start
 * reading them before the composer's chunk (and zod) has loaded. tests/unit/storage/early-read.test.ts checks that
 * they are those items' keys.
 */
export const COMPOSER_EARLY_KEYS = ['draft', 'preferences', 'accountsCache', 'accountUse'] as const;
