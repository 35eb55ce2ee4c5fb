/**
 * The accounts posted to most recently, most recent first (ids; lib/composer/account-filter-model.ts): the composer puts
 * them first among many accounts (docs/design.md §3.7 "Agencies"). The background notes each post it creates
 * (lib/background/writes.ts); pages read it themselves (an id list, no secret).
 */
import { defineItem } from './item';

/** How many accounts recent use remembers. */
const ACCOUNT_USE_MAX = 200;

/** The recent-use list after a post to `ids`: those first (in their order), the rest after, without repeats. */
export function withUse(recent: readonly number[], ids: readonly number[]): number[] {
  const used = new Set(ids);
  return [...new Set(ids), ...recent.filter((id) => !used.has(id))].slice(0, ACCOUNT_USE_MAX);
}

export const accountUseItem = defineItem<number[]>('local:accountUse', { fallback: [] });

/** Notes a post to these accounts. */
export async function noteAccountUse(ids: readonly number[]): Promise<void> {
  await accountUseItem.set(withUse(await accountUseItem.get(), ids));
}
