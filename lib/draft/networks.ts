/**
 * "Customize for each network" (docs/design.md §3.7): a copy per platform that follows the shared text until edited.
 * One Create Post per distinct text, since one call may target many accounts and each call counts one write.
 */
import type { AccountRef } from '@/lib/service/post';
import type { Draft } from './draft';

export const customising = (draft: Pick<Draft, 'networks'>): boolean =>
  draft.networks !== undefined && !draft.networks.off;

const copyOf = (draft: Pick<Draft, 'networks'>, type: string): string | undefined =>
  customising(draft) ? draft.networks?.copies.find((c) => c.type === type)?.text : undefined;

export const textFor = (draft: Pick<Draft, 'text' | 'networks'>, type: string): string =>
  copyOf(draft, type) ?? draft.text;

export const isCustomised = (draft: Pick<Draft, 'networks'>, type: string): boolean =>
  copyOf(draft, type) !== undefined;

interface PostGroup {
  content: string; // trimmed
  accounts: AccountRef[];
  types: string[]; // of those accounts, in the order chosen, once each
}

/** The posts the draft becomes, in the order of the first account of each. */
export function groupsOf(draft: Pick<Draft, 'text' | 'networks' | 'accounts'>): PostGroup[] {
  const groups = new Map<string, PostGroup>();
  for (const account of draft.accounts) {
    const content = textFor(draft, account.type).trim();
    const group = groups.get(content) ?? { content, accounts: [], types: [] };
    group.accounts.push({ id: account.id, type: account.type });
    if (!group.types.includes(account.type)) group.types.push(account.type);
    groups.set(content, group);
  }
  return [...groups.values()];
}
