/**
 * The storage keys the composer reads first, named without their items so that a page's entry can start reading them
 * before the composer's chunk (and zod) loads. tests/unit/storage/early-read.test.ts checks they are those items' keys.
 */
export const COMPOSER_EARLY_KEYS = ['draft', 'preferences', 'accountsCache', 'accountUse'] as const;
