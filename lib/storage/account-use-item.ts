/**
 * The ids of the accounts posted to most recently, first: the composer puts them first among many (docs/design.md
 * §3.7 "Agencies"). The background notes each post it creates; pages read it themselves.
 */
import { defineItem } from './item';

const ACCOUNT_USE_MAX = 200;

/** After a post to `ids`: those first (in their order), the rest after, without repeats. */
export function withUse(recent: readonly number[], ids: readonly number[]): number[] {
  const used = new Set(ids);
  return [...new Set(ids), ...recent.filter((id) => !used.has(id))].slice(0, ACCOUNT_USE_MAX);
}

export const accountUseItem = defineItem<number[]>('local:accountUse', { fallback: [] });

export async function noteAccountUse(ids: readonly number[]): Promise<void> {
  await accountUseItem.set(withUse(await accountUseItem.get(), ids));
}
