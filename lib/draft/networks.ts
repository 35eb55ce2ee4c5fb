/**
 * "Customize for each network" (docs/design.md §3.7): each chosen platform may have its own copy of the text. A copy
 * the person has not edited follows the shared text. Sending makes one Create Post per distinct text — accounts whose
 * copies read the same share one post, since one call may target many accounts (Create Post rule 4) and each call
 * counts one write (Limits). Media, thread and title are the draft's own, so the text alone tells the groups apart.
 */
import type { AccountRef } from '@/lib/service/post';
import type { Draft } from './draft';

/** Whether "Customize for each network" is on. */
export const customising = (draft: Pick<Draft, 'networks'>): boolean =>
  draft.networks !== undefined && !draft.networks.off;

/** The copy the person edited for this platform, while customising. */
const copyOf = (draft: Pick<Draft, 'networks'>, type: string): string | undefined =>
  customising(draft) ? draft.networks?.copies.find((c) => c.type === type)?.text : undefined;

/** The text a platform's accounts will get: its own copy while customising, else the shared text. */
export const textFor = (draft: Pick<Draft, 'text' | 'networks'>, type: string): string =>
  copyOf(draft, type) ?? draft.text;

/** Whether the person edited this platform's copy (it no longer follows the shared text). */
export const isCustomised = (draft: Pick<Draft, 'networks'>, type: string): boolean =>
  copyOf(draft, type) !== undefined;

export interface PostGroup {
  /** The text as sent (trimmed). */
  content: string;
  accounts: AccountRef[];
  /** Platform types of those accounts, in the order chosen, once each. */
  types: string[];
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
